import { useState } from 'preact/hooks';
import type { Pin } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import { useKeptInput } from '../../lib/ui/hooks/use-kept-input';
import type { KeptPinEdit } from '../../lib/ui/panel/kept-forms';
import { trusted } from '../../lib/ui/panel/trusted';
import { QueryChips } from './query-chips';
import { RestoredNotice } from './restored-notice';

interface ExistingPinsProps {
  pins: Pin[];
  /** The page's address: an edit typed and not saved is kept for it and the pin (issue 45). */
  target: string;
  /** The pin that opens to edit (the page was pinned when the panel opened: issue 45). */
  editId?: string;
  onEdit(pinId: string, queries: string[]): Promise<Notice>;
  onRemove(pinId: string): Promise<Notice>;
}

function PinRow({
  pin,
  target,
  editId,
  onEdit,
  onRemove,
}: { pin: Pin & { id: string } } & Omit<ExistingPinsProps, 'pins'>) {
  const [editing, setEditing] = useState(pin.id === editId);
  const [queries, setQueries] = useState(pin.queries ?? []);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const saved = pin.queries ?? [];
  const touched = editing && (draft !== '' || JSON.stringify(queries) !== JSON.stringify(saved));
  // An edit typed and not saved survives the panel closing, and opens the pin to edit again.
  const kept = useKeptInput('pinEdit', `${target}#${pin.id}`, {
    value: { queries, draft } satisfies KeptPinEdit,
    touched,
    keep: touched && !busy,
    restore: (input) => {
      setEditing(true);
      setQueries(input.queries);
      setDraft(input.draft);
    },
  });
  // Cancel and Discard alike: the pin as the service has it, and nothing kept.
  const close = () => {
    kept.forget();
    setEditing(false);
    setQueries(saved);
    setDraft('');
  };
  // The outcome is shown by the view (this row may vanish once the pins are read again).
  const run = async (action: () => Promise<Notice>) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.tone !== 'error') {
      kept.forget();
      setEditing(false);
    }
  };
  const audience = (pin.audienceFilters ?? [])
    .map(
      (filter) =>
        `${filter.fieldName ?? ''}: ${(filter.values ?? []).map((v) => v.value).join(', ')}`,
    )
    .join('; ');
  return (
    <li class="wk-pin">
      {editing ? (
        <form
          onSubmit={trusted((event) => {
            event.preventDefault();
            const all = draft.trim() ? [...queries, draft.trim()] : queries;
            if (all.length === 0) return;
            void run(() => onEdit(pin.id, all));
          })}
        >
          <RestoredNotice at={kept.restoredAt} onDiscard={close} />
          <QueryChips
            id={`wk-edit-${pin.id}`}
            label={t('panelPinQueries')}
            queries={queries}
            onChange={setQueries}
            draft={draft}
            onDraftChange={setDraft}
          />
          <div class="wk-panel__row">
            <button
              type="submit"
              class="wk-button wk-button--primary"
              disabled={busy || (queries.length === 0 && !draft.trim())}
            >
              {busy ? t('panelWorking') : t('panelSave')}
            </button>
            <button type="button" class="wk-button" onClick={trusted(close)}>
              {t('panelCancel')}
            </button>
          </div>
        </form>
      ) : (
        <div class="wk-pin__view">
          <ul class="wk-chips__list" aria-label={t('panelExistingPins')}>
            {(pin.queries ?? []).map((query) => (
              <li class="wk-chip wk-chip--static" key={query}>
                {query}
              </li>
            ))}
          </ul>
          {audience && <p class="wk-muted wk-pin__audience">{audience}</p>}
          <div class="wk-panel__row">
            <button
              type="button"
              class="wk-button wk-button--quiet"
              onClick={trusted(() => setEditing(true))}
            >
              {t('panelEdit')}
            </button>
            <button
              type="button"
              class="wk-button wk-button--quiet"
              disabled={busy}
              onClick={trusted(() => void run(() => onRemove(pin.id)))}
            >
              {t('panelRemove')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The pins that already exist for the document, so nobody pins it twice. */
export function ExistingPins({ pins, target, editId, onEdit, onRemove }: ExistingPinsProps) {
  const editable = pins.filter((pin): pin is Pin & { id: string } => typeof pin.id === 'string');
  if (editable.length === 0) return null;
  return (
    <section class="wk-panel__section" aria-labelledby="wk-existing-pins">
      <h3 id="wk-existing-pins" class="wk-panel__heading">
        {t('panelExistingPins')}
      </h3>
      <ul class="wk-pins">
        {editable.map((pin) => (
          <PinRow
            key={pin.id}
            pin={pin}
            target={target}
            editId={editId}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
}
