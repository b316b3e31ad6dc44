import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import type { DraftSaveResult } from '../hooks/use-draft';

/**
 * What the draft page says about the last save: nothing while it is under way, "unchanged" as
 * information, done as success, waiting in the outbox as a warning (with the reason it waits),
 * and a refusal or failure as an error with the service's reason.
 */
export function saveNotice(result: DraftSaveResult | undefined): Notice | undefined {
  if (!result || result.state === 'saving') return undefined;
  switch (result.state) {
    case 'unchanged':
      return { tone: 'info', message: t('draftUnchanged') };
    case 'done':
      // A cleared time the service kept: said, and the form shows the service's time.
      if (result.kept?.length) {
        const kept = result.kept.map((field) =>
          field === 'startTime' ? t('draftStartKept') : t('draftEndKept'),
        );
        return { tone: 'warning', message: kept.join(' ') };
      }
      return { tone: 'success', message: t('draftSaved') };
    case 'pending':
      return { tone: 'warning', message: `${t('draftQueued')} ${result.message ?? ''}` };
    case 'paused':
      return { tone: 'warning', message: `${t('draftPaused')} ${result.message ?? ''}` };
    default:
      return { tone: 'error', message: `${t('draftFailed')} ${result.message ?? ''}` };
  }
}
