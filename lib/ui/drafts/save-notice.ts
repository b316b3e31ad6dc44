import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import type { DraftSaveResult } from '../hooks/use-draft';
import { DRAFT_FIELD_LABELS, type DraftSession } from './draft-session';

/**
 * What the draft page says about the last save: nothing while it is under way, "unchanged" as
 * information, done as success, waiting in the outbox as a warning (with the reason it waits),
 * and a refusal or failure as an error with the service's reason. Once the save's read-back
 * came (`session`), a warning names the times the service kept and the fields it answered
 * differently from an edit the person made since.
 */
export function saveNotice(
  result: DraftSaveResult | undefined,
  session?: Pick<DraftSession, 'kept' | 'differs'>,
): Notice | undefined {
  if (!result || result.state === 'saving') return undefined;
  switch (result.state) {
    case 'unchanged':
      return { tone: 'info', message: t('draftUnchanged') };
    case 'done': {
      // A cleared time the service kept: said, and the form shows the service's time.
      const sentences = (session?.kept ?? []).map((field) =>
        field === 'startTime' ? t('draftStartKept') : t('draftEndKept'),
      );
      const differs = [...new Set((session?.differs ?? []).map((f) => t(DRAFT_FIELD_LABELS[f])))];
      if (differs.length) sentences.push(t('draftAnsweredDifferently', [differs.join(', ')]));
      if (sentences.length) return { tone: 'warning', message: sentences.join(' ') };
      return { tone: 'success', message: t('draftSaved') };
    }
    case 'pending':
      return { tone: 'warning', message: `${t('draftQueued')} ${result.message ?? ''}` };
    case 'paused':
      return { tone: 'warning', message: `${t('draftPaused')} ${result.message ?? ''}` };
    default:
      return { tone: 'error', message: `${t('draftFailed')} ${result.message ?? ''}` };
  }
}
