import { useEffect, useRef, useState } from 'preact/hooks';
import type { Announcement } from '../../shared/contract';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { WriteOutcome } from '../../shared/types/outbox';
import { askWrite } from '../ask';
import { type DraftForm, draftToForm } from '../drafts/draft-form';
import { buildDraftUpdate, type ClearedTime, isUnchanged, keptTimes } from '../drafts/draft-update';
import { type ReadState, useRead } from './use-read';

/** What became of the last save, as the draft page words it. */
export type DraftSaveResult =
  | { state: 'saving' }
  | { state: 'unchanged' }
  | {
      state: 'done' | 'pending' | 'paused' | 'failed';
      message?: string;
      outcome?: WriteOutcome;
      /** Times the person cleared that the service kept (read back after the save). */
      kept?: ClearedTime[];
    }
  | { state: 'refused'; message: string };

/** The draft page's state: the draft read, the form's baseline and the save action. */
export interface DraftController {
  read: ReadState<'draft'>;
  /** The form values as last loaded or read back; undefined until the draft arrives. */
  baseline?: DraftForm;
  /** Grows when the form must show the service's values again (a read-back that differs). */
  version: number;
  save(form: DraftForm): void;
  result?: DraftSaveResult;
}

/** A save the service took, waiting for the read asked after it. */
interface ReadBack {
  after: number;
  form: DraftForm;
  clearedTimes: ClearedTime[];
}

/**
 * Reads a draft announcement (`id` null: none chosen yet) and saves it through the outbox.
 * Every save sends the whole draft as the form shows it (`buildDraftUpdate`), built on the
 * draft as read before the edit began; once the service took it, the draft is read back, and
 * that read becomes what the form shows, with a sentence for a cleared time the service kept.
 * A save the service refuses changes nothing on screen: the form keeps what was typed.
 */
export function useDraft(id: number | null): DraftController {
  const read = useRead(id === null ? null : { kind: 'draft', id });
  const [baseline, setBaseline] = useState<{ form: DraftForm; source: Announcement }>();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<DraftSaveResult>();
  const readBack = useRef<ReadBack | null>(null);
  const announcement = read.value?.announcement;
  useEffect(() => {
    setBaseline(undefined);
    setResult(undefined);
    readBack.current = null;
  }, [id]);
  useEffect(() => {
    if (!announcement) return;
    const waiting = readBack.current;
    if (waiting && read.fetchedAt !== undefined && read.fetchedAt >= waiting.after) {
      readBack.current = null;
      const form = draftToForm(announcement);
      setBaseline({ form, source: announcement });
      if (!isUnchanged(form, waiting.form)) setVersion((value) => value + 1);
      const kept = keptTimes(waiting.clearedTimes, announcement);
      if (kept.length) setResult((previous) => previous && { ...previous, kept });
      return;
    }
    // The first answer sets the baseline; later refreshes do not replace what is being edited.
    if (!baseline) setBaseline({ form: draftToForm(announcement), source: announcement });
  }, [announcement, read.fetchedAt, baseline]);
  return {
    read,
    baseline: baseline?.form,
    version,
    result,
    save(form) {
      if (!baseline || !announcement) return;
      const draftId = announcement.draftId ?? id;
      if (draftId === null || draftId === undefined) return;
      if (isUnchanged(baseline.form, form)) {
        setResult({ state: 'unchanged' });
        return;
      }
      const { source } = baseline;
      const { update, clearedTimes } = buildDraftUpdate(form, source, { draftId, id: source.id });
      setResult({ state: 'saving' });
      askWrite({
        operation: 'updatedraftannouncement',
        request: update,
        label: t('draftSaveLabel', [form.title.trim() || String(draftId)]),
      }).then(
        (outcome) => {
          setResult({ state: outcome.state, message: outcome.error?.message, outcome });
          if (outcome.state !== 'done') return;
          readBack.current = { after: Date.now(), form, clearedTimes };
          read.reload();
        },
        (error) => setResult({ state: 'refused', message: toApiError(error).message }),
      );
    },
  };
}
