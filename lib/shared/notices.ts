import { toApiError } from './errors/api-error';
import { t } from './i18n';
import type { Notice } from './notice';
import type { WriteOutcome } from './types/outbox';

/**
 * What a write's outcome means for the person: done (the given sentence), saved for later
 * (pending, or paused until they reconnect), or failed with the service's reason.
 */
export function outcomeNotice(outcome: WriteOutcome, doneMessage: string): Notice {
  switch (outcome.state) {
    case 'done':
      return { tone: 'success', message: doneMessage };
    case 'pending':
      return { tone: 'info', message: t('pageActionsPending') };
    case 'paused':
      return { tone: 'info', message: t('pageActionsPaused') };
    default:
      if (outcome.error?.kind === 'already-exists') {
        return { tone: 'info', message: outcome.error.message };
      }
      return { tone: 'error', message: outcome.error?.message ?? t('pageActionsFailed') };
  }
}

/** The notice for a failure: "already there" is information, everything else an error. */
export function errorNotice(error: unknown): Notice {
  const apiError = toApiError(error);
  return { tone: apiError.kind === 'already-exists' ? 'info' : 'error', message: apiError.message };
}
