import type { OperationName } from '../../shared/contract/operations';
import {
  type ApiError,
  type ApiErrorData,
  isRetryable,
  toApiError,
} from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import type { ApiClient } from '../api/client';
import { revise } from './entry';
import { nextAttemptAt } from './schedule';
import { alreadyApplied } from './verify';

/** The outbox's sense of time and chance, injectable for tests. */
interface AttemptClock {
  now: () => number;
  random: () => number;
}

/**
 * One attempt at one entry; returns the entry as it stands afterwards: done, turned into its
 * follow-up, pending with a later time (worth retrying), paused (token refused) or failed.
 * Never throws: every failure is recorded on the entry in words.
 */
export async function attempt(
  entry: OutboxEntry,
  client: ApiClient,
  clock: AttemptClock,
): Promise<OutboxEntry> {
  const operation = entry.operation as OperationName;
  const now = clock.now;
  try {
    if (entry.uncertain) {
      const earlier = await alreadyApplied(client, operation, entry.request, entry.updatedAt);
      if (earlier !== undefined) return settle(entry, earlier, now());
    }
    const result = await client.call(operation, entry.request as never);
    return settle(entry, result, now());
  } catch (thrown) {
    const error = toApiError(thrown, operation);
    if (error.kind === 'already-exists' && entry.uncertain) {
      // Our earlier attempt did arrive: this is the service telling us so.
      return settle(entry, { verified: true }, now());
    }
    const attempts = entry.attempts + 1;
    if (error.kind === 'unauthorized') {
      return revise(entry, { state: 'paused', attempts, error: error.toData() }, now());
    }
    if (unreadableSuccess(error)) return checkAfterUnreadable(entry, client, clock, attempts);
    if (isRetryable(error)) return waitAndRetry(entry, error.toData(), clock, attempts);
    return revise(entry, { state: 'failed', attempts, error: error.toData() }, now());
  }
}

/** A 2xx whose body could not be read: the service said yes, in words we could not follow. */
const unreadableSuccess = (error: ApiError) =>
  error.kind === 'unexpected-response' &&
  error.status !== undefined &&
  error.status >= 200 &&
  error.status < 300;

/**
 * Pending again, later. A timeout, a dropped connection or a server error (a gateway may
 * answer 502 after the service acted) may have happened after the write was applied: the
 * entry is marked uncertain, so the next attempt checks before sending.
 */
function waitAndRetry(
  entry: OutboxEntry,
  error: ApiErrorData,
  clock: AttemptClock,
  attempts: number,
): OutboxEntry {
  const now = clock.now();
  return revise(
    entry,
    {
      state: 'pending',
      attempts,
      error,
      nextAttemptAt: nextAttemptAt(attempts, now, clock.random, error.retryAfterMs),
      uncertain: entry.uncertain || MAYBE_APPLIED.has(error.kind),
    },
    now,
  );
}

const MAYBE_APPLIED: ReadonlySet<string> = new Set(['timeout', 'network', 'server']);

/**
 * After a 2xx that could not be read, asks the service at once whether the write happened and
 * settles it; when that cannot be told, the entry waits, uncertain, and is checked again before
 * it is sent again. Never failed: it may well have happened.
 */
async function checkAfterUnreadable(
  entry: OutboxEntry,
  client: ApiClient,
  clock: AttemptClock,
  attempts: number,
): Promise<OutboxEntry> {
  try {
    // The attempt has ended: only what is read from now on can tell.
    const earlier = await alreadyApplied(
      client,
      entry.operation as OperationName,
      entry.request,
      clock.now(),
    );
    if (earlier !== undefined) return settle(entry, earlier, clock.now());
  } catch {
    // The check itself failed (the service went away): the next attempt checks again.
  }
  const error: ApiErrorData = {
    kind: 'unexpected-response',
    operation: entry.operation,
    message: t('outboxAnswerUnreadable', entry.label),
  };
  return { ...waitAndRetry(entry, error, clock, attempts), uncertain: true };
}

/** Marks an entry done, or turns it into its follow-up (which needs this answer). */
function settle(entry: OutboxEntry, result: unknown, now: number): OutboxEntry {
  if (entry.followUp) {
    const collectionId = collectionIdOf(result);
    if (collectionId === undefined) {
      return revise(
        entry,
        {
          state: 'failed',
          error: {
            kind: 'unexpected-response',
            message: t('outboxNoCreatedCollection', entry.label),
          },
        },
        now,
      );
    }
    return revise(
      entry,
      {
        operation: entry.followUp.operation,
        request: { ...entry.followUp.request, collectionId },
        label: entry.followUp.label,
        followUp: undefined,
        state: 'pending',
        attempts: 0,
        error: undefined,
        uncertain: false,
        nextAttemptAt: undefined,
      },
      now,
    );
  }
  return revise(
    entry,
    {
      state: 'done',
      result,
      error: undefined,
      nextAttemptAt: undefined,
      attempts: entry.attempts + 1,
    },
    now,
  );
}

/** The id of the collection a create answered with (the follow-up adds to it). */
function collectionIdOf(result: unknown): number | undefined {
  const record = result as { collection?: { id?: unknown }; id?: unknown } | undefined;
  const id = record?.collection?.id ?? record?.id;
  return typeof id === 'number' ? id : undefined;
}
