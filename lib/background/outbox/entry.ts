import type { ApiErrorData } from '../../shared/errors/api-error';
import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { QueuedWrite } from '../context';

/** A fresh entry for a write: pending, never attempted. */
export function newEntry(write: QueuedWrite, id: string, now: number): OutboxEntry {
  const entry: OutboxEntry = {
    id,
    operation: write.operation,
    request: write.request,
    label: write.label,
    state: 'pending',
    createdAt: now,
    updatedAt: now,
    attempts: 0,
  };
  if (write.followUp) entry.followUp = write.followUp;
  return entry;
}

/** The entry with `changes` applied, stamped with the time of the change. */
export function revise(
  entry: OutboxEntry,
  changes: Partial<OutboxEntry>,
  now: number,
): OutboxEntry {
  return { ...entry, ...changes, updatedAt: now };
}

/**
 * Every pending entry paused with `error`: once the token is refused (or there is none), no
 * entry can get through, and each should say why it is waiting.
 */
export function pausePending(
  entries: readonly OutboxEntry[],
  error: ApiErrorData | undefined,
  now: number,
): OutboxEntry[] {
  return entries.map((entry) =>
    entry.state === 'pending' ? revise(entry, { state: 'paused', error }, now) : entry,
  );
}

/** The outcome of an entry as a page sees it. */
export function outcomeOf(entry: OutboxEntry): WriteOutcome {
  const outcome: WriteOutcome = { id: entry.id, state: entry.state };
  if (entry.state === 'done') outcome.result = entry.result;
  if (entry.error && entry.state !== 'done') outcome.error = entry.error;
  if (entry.state === 'pending' && entry.nextAttemptAt) outcome.nextAttemptAt = entry.nextAttemptAt;
  return outcome;
}
