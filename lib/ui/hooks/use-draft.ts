import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { WriteOutcome } from '../../shared/types/outbox';
import { ask } from '../ask';
import { buildDraftPatch, type DraftForm, draftToForm, isEmptyPatch } from '../drafts/draft-form';
import { type ReadState, useRead } from './use-read';

/** What became of the last save, as the draft page words it. */
export type DraftSaveResult =
  | { state: 'saving' }
  | { state: 'unchanged' }
  | { state: 'done' | 'pending' | 'paused' | 'failed'; message?: string; outcome?: WriteOutcome }
  | { state: 'refused'; message: string };

/** The draft page's state: the draft read, the form's baseline and the save action. */
export interface DraftController {
  read: ReadState<'draft'>;
  /** The form values as last loaded or saved; undefined until the draft arrives. */
  baseline?: DraftForm;
  save(form: DraftForm): void;
  result?: DraftSaveResult;
}

/**
 * Reads a draft announcement (`id` null: none chosen yet) and saves changes through the
 * outbox. Only changed fields are sent: the service treats the update as a patch.
 */
export function useDraft(id: number | null): DraftController {
  const read = useRead(id === null ? null : { kind: 'draft', id });
  const [baseline, setBaseline] = useState<DraftForm>();
  const [result, setResult] = useState<DraftSaveResult>();
  const announcement = read.value?.announcement;
  // The first answer sets the baseline; later refreshes do not overwrite what was saved since.
  useEffect(() => {
    setBaseline(undefined);
    setResult(undefined);
  }, [id]);
  useEffect(() => {
    if (announcement && !baseline) setBaseline(draftToForm(announcement));
  }, [announcement, baseline]);
  return {
    read,
    baseline,
    result,
    save(form) {
      if (!baseline || !announcement) return;
      const draftId = announcement.draftId ?? id;
      if (draftId === null || draftId === undefined) return;
      const patch = buildDraftPatch(baseline, form, { draftId, id: announcement.id });
      if (isEmptyPatch(patch)) {
        setResult({ state: 'unchanged' });
        return;
      }
      setResult({ state: 'saving' });
      ask('write', {
        operation: 'updatedraftannouncement',
        request: patch,
        label: t('draftSaveLabel', [form.title.trim() || String(draftId)]),
      }).then(
        (outcome) => {
          if (outcome.state === 'done') {
            setBaseline(form);
            read.reload();
          }
          setResult({ state: outcome.state, message: outcome.error?.message, outcome });
        },
        (error) => setResult({ state: 'refused', message: toApiError(error).message }),
      );
    },
  };
}
