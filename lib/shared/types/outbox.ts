import type { ApiErrorData } from '../errors/api-error';

/** Where a queued write stands. */
type WriteState =
  /** Waiting for its (next) attempt. */
  | 'pending'
  /** Waiting because the service refused the token; sent again after reconnecting. */
  | 'paused'
  /** Refused for good (a 4xx other than 401/408/429); the person may retry or discard it. */
  | 'failed'
  /** Applied by the service. */
  | 'done';

/** What became of a write, as the page that asked for it sees it. */
export interface WriteOutcome {
  /** The outbox entry's id, to follow it in the outbox list. */
  id: string;
  state: WriteState;
  /** The service's answer, when `state` is `done`. */
  result?: unknown;
  /** Why it is not done yet, or why it failed, in words. */
  error?: ApiErrorData;
  /** For `pending`: when the next attempt is due (Unix milliseconds). */
  nextAttemptAt?: number;
}
