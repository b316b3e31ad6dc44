import { useEffect, useReducer, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { WriteOutcome } from '../../shared/types/outbox';
import { askWrite } from '../ask-write';
import type { DraftForm, SetDraftField } from '../drafts/draft-form';
import { type DraftSession, draftSession } from '../drafts/draft-session';
import { buildDraftUpdate, isUnchanged } from '../drafts/draft-update';
import { type ReadState, useRead } from './use-read';

/** What became of the last save, as the draft page words it. */
export type DraftSaveResult =
  | { state: 'saving' }
  | { state: 'unchanged' }
  | {
      state: 'done' | 'pending' | 'paused' | 'failed';
      message?: string;
      outcome?: WriteOutcome;
    }
  | { state: 'refused'; message: string };

/** The draft page's state: the draft read, the form as edited, and the save action. */
export interface DraftController {
  read: ReadState<'draft'>;
  /** The editing state; undefined until the draft arrives. */
  session?: DraftSession;
  /** Reports the person's typing in one field. */
  set: SetDraftField;
  /** Puts input kept on the device back on screen (counted as the person's edits). */
  restore(form: DraftForm): void;
  /** Sends the form as on screen, unless it shows what the service holds. */
  save(): void;
  /** True while the form holds input that is neither at the service nor given to the outbox. */
  unsent: boolean;
  result?: DraftSaveResult;
}

/**
 * Reads a draft announcement (`id` null: none chosen yet) and saves it through the outbox.
 * Every save sends the whole draft as the form shows it (`buildDraftUpdate`). Once the service
 * took it, the draft is read back and merged into the form field by field (`draftSession`):
 * what the person typed since pressing Save stays on screen and goes with the next save. A
 * save the service refuses changes nothing on screen: the form keeps what was typed.
 */
export function useDraft(id: number | null): DraftController {
  const read = useRead(id === null ? null : { kind: 'draft', id });
  const [session, dispatch] = useReducer(draftSession, undefined);
  const [result, setResult] = useReducer(
    (_: DraftSaveResult | undefined, next: DraftSaveResult | undefined) => next,
    undefined,
  );
  // The last form given to the outbox: it sends that, so it is no longer the page's to keep.
  const [handed, setHanded] = useState<DraftForm>();
  const announcement = read.value?.announcement;
  useEffect(() => {
    dispatch({ type: 'reset' });
    setResult(undefined);
    setHanded(undefined);
  }, [id]);
  useEffect(() => {
    if (announcement && read.fetchedAt !== undefined) {
      dispatch({ type: 'read', announcement, askedAt: read.fetchedAt });
    }
  }, [announcement, read.fetchedAt]);
  const unsent =
    session !== undefined &&
    !isUnchanged(session.baseline, session.form) &&
    !(handed && isUnchanged(handed, session.form));
  return {
    read,
    session,
    result,
    unsent,
    set: (field, value) => dispatch({ type: 'edit', field, value }),
    restore: (form) => dispatch({ type: 'restore', form }),
    save() {
      if (!session || !announcement) return;
      const draftId = announcement.draftId ?? id;
      if (draftId === null || draftId === undefined) return;
      const { form, baseline, source, edits } = session;
      if (isUnchanged(baseline, form)) {
        setResult({ state: 'unchanged' });
        return;
      }
      const { update, clearedTimes } = buildDraftUpdate(form, source, { draftId, id: source.id });
      setResult({ state: 'saving' });
      setHanded(form);
      askWrite({
        operation: 'updatedraftannouncement',
        request: update,
        label: t('draftSaveLabel', [form.title.trim() || String(draftId)]),
      }).then(
        (outcome) => {
          setResult({ state: outcome.state, message: outcome.error?.message, outcome });
          if (outcome.state !== 'done') return;
          dispatch({ type: 'saved', sent: form, at: edits, doneAt: Date.now(), clearedTimes });
          read.reload();
        },
        (error) => {
          // Not queued: the input is still only here.
          setHanded(undefined);
          setResult({ state: 'refused', message: toApiError(error).message });
        },
      );
    },
  };
}
