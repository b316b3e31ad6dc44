import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import { backoffDelay, type RetryPolicy } from '../api/retry';

/** How patient the outbox is: from a second up to an hour between attempts, forever. */
const OUTBOX_RETRY: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 1_000,
  maxDelayMs: 60 * 60 * 1000,
};

/** The shortest wait: a jitter of zero must not send the entry again at once. */
const MIN_WAIT_MS = 250;

/**
 * When to try an entry again after its `attempts`-th failure (Unix ms): a growing wait with
 * jitter, never sooner than the service's `Retry-After`.
 */
export function nextAttemptAt(
  attempts: number,
  now: number,
  random: () => number,
  retryAfterMs?: number,
): number {
  const wait = backoffDelay(attempts, OUTBOX_RETRY, random, retryAfterMs);
  return now + Math.max(wait, MIN_WAIT_MS);
}

/**
 * When the queue can move again (Unix ms), or undefined when nothing waits. Entries go
 * strictly in order, so that is when its first pending entry is due; the ones behind it wait
 * for it whatever their own time.
 */
export function wakeAt(entries: readonly OutboxEntry[], now: number): number | undefined {
  const head = entries.find((entry) => entry.state === 'pending');
  return head ? (head.nextAttemptAt ?? now) : undefined;
}
