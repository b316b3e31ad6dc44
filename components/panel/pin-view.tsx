import { useState } from 'preact/hooks';
import type { AudienceFilterInput } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { PageStatus } from '../../lib/shared/types/page';
import { useKeptInput } from '../../lib/ui/hooks/use-kept-input';
import type { KeptPin } from '../../lib/ui/panel/kept-forms';
import type { PinActions } from '../../lib/ui/panel/panel-actions';
import { pinActions } from '../../lib/ui/panel/pin-actions';
import { pinPrefill } from '../../lib/ui/panel/pin-prefill';
import { trusted } from '../../lib/ui/panel/trusted';
import { NoticeBanner } from '../ui/notice-banner';
import { ExistingPins } from './existing-pins';
import type { FrameBodyProps } from './frame-body';
import { addQueries, QueryChips } from './query-chips';
import { RestoredNotice } from './restored-notice';

interface PinViewProps {
  status: PageStatus;
  /** Queries worth offering (from the title and the selection). */
  suggestions: string[];
  actions: PinActions;
  onCollectInstead(): void;
}

/** One audience filter from the two fields, or undefined when the restriction is off. */
function audienceFrom(field: string, value: string): AudienceFilterInput[] | undefined {
  return [{ fieldName: field.trim(), values: [{ value: value.trim(), relationType: 'EQUALS' }] }];
}

/**
 * Pin the page for queries: the existing pins (editable), query chips with suggestions, an
 * optional audience, and the outcome in words. A page the service has not indexed cannot be
 * pinned: the view says so and offers the collection instead.
 */
export function PinView({ status, suggestions, actions, onCollectInstead }: PinViewProps) {
  const selection = status.target.selection;
  const [queries, setQueries] = useState<string[]>(() =>
    addQueries([], selection ? [selection] : []),
  );
  const [draft, setDraft] = useState('');
  const [restrict, setRestrict] = useState(false);
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Notice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A page pinned already opens its first pin to edit, rather than only a form that would
  // pin it a second time (issue 45); pins made since stay closed.
  const [editId] = useState(() =>
    status.pins === 'unknown' ? undefined : status.pins.find((pin) => pin.id)?.id,
  );
  const form: KeptPin = { queries, draft, restrict, field, value };
  const [opened] = useState(() => JSON.stringify(form));
  const touched = JSON.stringify(form) !== opened;
  // Typed and not sent survives the panel closing (issue 45): offered back on this page. Not
  // while it is being sent (the outbox holds it then), nor once nothing a pin is made of is left.
  const kept = useKeptInput('pin', status.target.url, {
    value: form,
    touched,
    keep: touched && !busy && (queries.length > 0 || draft.trim() !== ''),
    restore: (input) => {
      setQueries(input.queries);
      setDraft(input.draft);
      setRestrict(input.restrict);
      setField(input.field);
      setValue(input.value);
    },
  });

  if (!status.document) {
    return (
      <NoticeBanner
        notice={{
          tone: 'info',
          message: t('pageActionsNotIndexed'),
          action: { label: t('panelGoCollect'), onClick: onCollectInstead },
        }}
      />
    );
  }

  const report = (result: Notice) => {
    setFeedback(result);
    return result;
  };
  const offered = suggestions.filter(
    (suggestion) => !queries.some((query) => query.toLowerCase() === suggestion.toLowerCase()),
  );

  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    const all = addQueries(queries, draft ? [draft] : []);
    if (all.length === 0) {
      setProblem(t('panelPinNeedsQuery'));
      return;
    }
    if (restrict && (!field.trim() || !value.trim())) {
      setProblem(t('panelAudienceIncomplete'));
      return;
    }
    setProblem(null);
    setQueries(all);
    setDraft('');
    setBusy(true);
    const result = await actions.pin(all, restrict ? audienceFrom(field, value) : undefined);
    setBusy(false);
    report(result);
    if (result.tone !== 'error') {
      setQueries([]);
      kept.forget();
    }
  };
  const discard = () => {
    kept.forget();
    setQueries(addQueries([], selection ? [selection] : []));
    setDraft('');
    setRestrict(false);
    setField('');
    setValue('');
  };

  return (
    <div>
      {status.pins === 'unknown' ? (
        <p class="wk-muted">{t('panelPinsUnknown')}</p>
      ) : (
        <ExistingPins
          pins={status.pins}
          target={status.target.url}
          editId={editId}
          onEdit={async (pinId, edited) => report(await actions.editPin(pinId, edited))}
          onRemove={async (pinId) => report(await actions.unpin(pinId))}
        />
      )}
      <RestoredNotice at={kept.restoredAt} onDiscard={discard} />
      <form class="wk-panel__section" onSubmit={trusted(submit)} noValidate>
        <QueryChips
          id="wk-pin-queries"
          label={t('panelQueries')}
          queries={queries}
          onChange={setQueries}
          draft={draft}
          onDraftChange={setDraft}
          describedBy="wk-pin-queries-hint"
        />
        <p id="wk-pin-queries-hint" class="wk-field__hint">
          {t('panelQueriesHint')}
        </p>
        {offered.length > 0 && (
          <fieldset class="wk-suggestions">
            <legend class="wk-muted">{t('panelSuggestions')}</legend>
            {offered.map((suggestion) => (
              <button
                type="button"
                key={suggestion}
                class="wk-suggestion"
                aria-label={t('panelAddSuggestion', suggestion)}
                onClick={trusted(() => setQueries(addQueries(queries, [suggestion])))}
              >
                + {suggestion}
              </button>
            ))}
          </fieldset>
        )}
        <label class="wk-panel__check">
          <input
            type="checkbox"
            checked={restrict}
            onChange={trusted((event) => setRestrict(event.currentTarget.checked))}
          />
          {t('panelRestrictAudience')}
        </label>
        {restrict && (
          <div class="wk-panel__row wk-panel__row--fields">
            <input
              class="wk-input"
              aria-label={t('panelAudienceField')}
              placeholder={t('panelAudienceField')}
              value={field}
              maxLength={100}
              onInput={trusted((event) => setField(event.currentTarget.value))}
            />
            <input
              class="wk-input"
              aria-label={t('panelAudienceValue')}
              placeholder={t('panelAudienceValue')}
              value={value}
              maxLength={200}
              onInput={trusted((event) => setValue(event.currentTarget.value))}
            />
          </div>
        )}
        {problem && (
          <p class="wk-field__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" class="wk-button wk-button--primary" aria-disabled={busy}>
          {busy ? t('panelPinning') : t('panelPin')}
        </button>
      </form>
      {feedback && <NoticeBanner notice={feedback} />}
    </div>
  );
}

/**
 * This view in the page panel's frame, with the prefill and actions fetched with its code
 * (frame-views.ts, issue 56).
 */
export function FrameBody({ status, reload, onCollectInstead }: FrameBodyProps) {
  return (
    <PinView
      status={status}
      suggestions={pinPrefill(status.target, status.page).suggestions}
      actions={pinActions(reload, status.target.url)}
      onCollectInstead={onCollectInstead}
    />
  );
}
