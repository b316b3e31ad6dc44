import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import { backoffDelay, type RetryPolicy } from '../api/retry';

/** The longest any entry waits between attempts, whatever the service asked for. */
const MAX_WAIT_MS = 60 * 60 * 1000;

/** How patient the outbox is: from a second up to an hour between attempts, forever. */
const OUTBOX_RETRY: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 1_000,
  maxDelayMs: MAX_WAIT_MS,
};

/** The shortest wait: a jitter of zero must not send the entry again at once. */
const MIN_WAIT_MS = 250;

/**
 * When to try an entry again after its `attempts`-th failure (Unix ms): a growing wait with
 * jitter, never sooner than the service's `Retry-After`, never later than an hour. A hostile
 * or broken Retry-After (not a finite number) is ignored, so the time can always be stored and
 * given to an alarm.
 */
export function nextAttemptAt(
  attempts: number,
  now: number,
  random: () => number,
  retryAfterMs?: number,
): number {
  const asked = Number.isFinite(retryAfterMs) ? retryAfterMs : undefined;
  const wait = backoffDelay(attempts, OUTBOX_RETRY, random, asked);
  return now + Math.round(Math.min(MAX_WAIT_MS, Math.max(wait, MIN_WAIT_MS)));
}

/**
 * When a pending entry may be sent (Unix ms): its stored time, but never more than an hour
 * after it was scheduled, so that a time stored by an older version (or a clock that jumped)
 * cannot hold the queue for years.
 */
export function dueAt(entry: OutboxEntry): number {
  return Math.min(entry.nextAttemptAt ?? 0, entry.updatedAt + MAX_WAIT_MS);
}

/**
 * When the queue can move again (Unix ms), or undefined when nothing waits. Entries go
 * strictly in order, so that is when its first pending entry is due; the ones behind it wait
 * for it whatever their own time.
 */
export function wakeAt(entries: readonly OutboxEntry[], now: number): number | undefined {
  const head = entries.find((entry) => entry.state === 'pending');
  if (!head) return undefined;
  return head.nextAttemptAt === undefined ? now : dueAt(head);
}
