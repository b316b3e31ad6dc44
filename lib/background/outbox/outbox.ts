import { isOperationName, type OperationName } from '../../shared/contract/operations';
import { ApiError, isRetryable, toApiError } from '../../shared/errors/api-error';
import { type OutboxEntry, outboxEntries } from '../../shared/storage/outbox-entries';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { ApiClient } from '../api/client';
import { backoffDelay, type RetryPolicy } from '../api/retry';
import type { QueuedWrite } from '../context';
import { alreadyApplied } from './verify';

/** How patient the outbox is: from a second up to an hour between attempts, forever. */
export const OUTBOX_RETRY: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 1_000,
  maxDelayMs: 60 * 60 * 1000,
};

/** Finished entries kept so pages can show "done"; older ones are dropped. */
const KEEP_DONE = 20;

/** What the outbox needs from its surroundings; all injectable for tests. */
export interface OutboxDependencies {
  /** The client of the connection in force; throws 'unauthorized' when not connected. */
  client(): Promise<ApiClient>;
  /** Arranges for `flush()` to run at `at` (Unix ms), or cancels when undefined. */
  schedule(at: number | undefined): Promise<void>;
  /** The service refused the token: the queue is paused until the person reconnects. */
  onUnauthorized(error: ApiError): Promise<void>;
  /** Called after every change of the queue (badge, notifications). */
  onChange?(entries: readonly OutboxEntry[]): void | Promise<void>;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
}

/** The durable queue of writes. */
export interface Outbox {
  /** Stores the write, then sends it (after any earlier ones); answers how far it got. */
  enqueue(write: QueuedWrite): Promise<WriteOutcome>;
  /** Sends every due entry, oldest first. Safe to call at any time (alarms, start-up). */
  flush(): Promise<void>;
  /** Sends a pending, paused or failed entry again now. */
  retry(id: string): Promise<WriteOutcome>;
  /** Drops an entry that has not been applied. */
  discard(id: string): Promise<void>;
  /** After reconnecting: paused entries become pending and are sent. */
  resume(): Promise<void>;
}

/** The outcome of an entry as a page sees it. */
export function outcomeOf(entry: OutboxEntry): WriteOutcome {
  const outcome: WriteOutcome = { id: entry.id, state: entry.state };
  if (entry.state === 'done') outcome.result = entry.result;
  if (entry.error && entry.state !== 'done') outcome.error = entry.error;
  if (entry.state === 'pending' && entry.nextAttemptAt) outcome.nextAttemptAt = entry.nextAttemptAt;
  return outcome;
}

/**
 * Creates the outbox. Entries are sent strictly in order: a later write (say, the second of two
 * quick moves) never overtakes an earlier one, so the service ends where the person left it.
 */
export function createOutbox(deps: OutboxDependencies): Outbox {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  // One change at a time: every read-modify-write of the queue runs on this chain.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  };

  async function save(entries: OutboxEntry[]): Promise<void> {
    const done = entries.filter((entry) => entry.state === 'done');
    const kept = entries.filter(
      (entry) => entry.state !== 'done' || done.indexOf(entry) >= done.length - KEEP_DONE,
    );
    await outboxEntries.set(kept);
    // Entries go strictly in order, so the queue can move again when its first waiting entry
    // is due; the ones behind it wait for it whatever their own time.
    const head = kept.find((entry) => entry.state === 'pending');
    await deps.schedule(head ? (head.nextAttemptAt ?? now()) : undefined);
    await deps.onChange?.(kept);
  }

  function update(entry: OutboxEntry, changes: Partial<OutboxEntry>): OutboxEntry {
    return { ...entry, ...changes, updatedAt: now() };
  }

  /** One attempt at one entry; returns the entry as it stands afterwards. */
  async function attempt(entry: OutboxEntry, client: ApiClient): Promise<OutboxEntry> {
    const operation = entry.operation as OperationName;
    try {
      if (entry.uncertain) {
        const earlier = await alreadyApplied(client, operation, entry.request);
        if (earlier !== undefined) return finish(entry, earlier);
      }
      const result = await client.call(operation, entry.request as never);
      return finish(entry, result);
    } catch (thrown) {
      const error = toApiError(thrown, operation);
      if (error.kind === 'already-exists' && entry.uncertain) {
        // Our earlier attempt did arrive: this is the service telling us so.
        return finish(entry, { verified: true });
      }
      const attempts = entry.attempts + 1;
      if (error.kind === 'unauthorized') {
        return update(entry, { state: 'paused', attempts, error: error.toData() });
      }
      if (isRetryable(error)) {
        const wait = backoffDelay(attempts, OUTBOX_RETRY, random, error.retryAfterMs);
        return update(entry, {
          state: 'pending',
          attempts,
          error: error.toData(),
          nextAttemptAt: now() + Math.max(wait, 250),
          // A timeout or a dropped connection may have happened after the service acted.
          uncertain: entry.uncertain || error.kind === 'timeout' || error.kind === 'network',
        });
      }
      return update(entry, { state: 'failed', attempts, error: error.toData() });
    }
  }

  /** Marks an entry done, or turns it into its follow-up (which needs this answer). */
  function finish(entry: OutboxEntry, result: unknown): OutboxEntry {
    if (entry.followUp) {
      const collectionId = collectionIdOf(result);
      if (collectionId === undefined) {
        return update(entry, {
          state: 'failed',
          error: {
            kind: 'unexpected-response',
            message: `${entry.label} worked, but the service did not say which collection it created, so the page was not added.`,
          },
        });
      }
      return update(entry, {
        operation: entry.followUp.operation,
        request: { ...entry.followUp.request, collectionId },
        label: entry.followUp.label,
        followUp: undefined,
        state: 'pending',
        attempts: 0,
        error: undefined,
        uncertain: false,
        nextAttemptAt: undefined,
      });
    }
    return update(entry, {
      state: 'done',
      result,
      error: undefined,
      nextAttemptAt: undefined,
      attempts: entry.attempts + 1,
    });
  }

  /** Sends due entries in order until one has to wait; the caller holds the lock. */
  async function drain(): Promise<void> {
    let entries = await outboxEntries.get();
    let client: ApiClient | undefined;
    for (let index = 0; index < entries.length; index++) {
      let entry = entries[index] as OutboxEntry;
      // A retryable failure leaves the entry pending with a later `nextAttemptAt`, which stops
      // the drain below; a follow-up comes back pending and due, and is sent at once.
      while (entry.state === 'pending') {
        if ((entry.nextAttemptAt ?? 0) > now()) {
          await save(entries);
          return;
        }
        if (!client) {
          try {
            client = await deps.client();
          } catch (thrown) {
            const error = toApiError(thrown);
            entries = entries.map((item) =>
              item.state === 'pending'
                ? update(item, { state: 'paused', error: error.toData() })
                : item,
            );
            await save(entries);
            return;
          }
        }
        // Recorded before sending: if the worker is stopped while the request is on its way,
        // the next worker finds the mark and checks with the service before sending again.
        const inFlight = update(entry, { uncertain: true });
        entries[index] = inFlight;
        await outboxEntries.set(entries);
        entry = await attempt(entry, client);
        entries[index] = entry;
        if (entry.state === 'paused') {
          const error = ApiError.fromData(entry.error ?? { kind: 'unauthorized', message: '' });
          entries = entries.map((item) =>
            item.state === 'pending' ? update(item, { state: 'paused', error: entry.error }) : item,
          );
          await save(entries);
          await deps.onUnauthorized(error);
          return;
        }
      }
    }
    await save(entries);
  }

  async function outcomeById(id: string): Promise<WriteOutcome> {
    const entry = (await outboxEntries.get()).find((item) => item.id === id);
    if (!entry) {
      throw new ApiError({
        kind: 'not-found',
        message: 'That change is no longer waiting to be sent.',
      });
    }
    return outcomeOf(entry);
  }

  return {
    enqueue(write) {
      if (!isOperationName(write.operation)) {
        return Promise.reject(
          new ApiError({
            kind: 'invalid-request',
            message: `Unknown operation ${write.operation}.`,
          }),
        );
      }
      const id = newId();
      return exclusive(async () => {
        const created = now();
        const entry: OutboxEntry = {
          id,
          operation: write.operation,
          request: write.request,
          label: write.label,
          state: 'pending',
          createdAt: created,
          updatedAt: created,
          attempts: 0,
        };
        if (write.followUp) entry.followUp = write.followUp;
        const entries = await outboxEntries.get();
        entries.push(entry);
        await outboxEntries.set(entries);
        await drain();
        return outcomeById(id);
      });
    },
    flush: () => exclusive(drain),
    retry(id) {
      return exclusive(async () => {
        const entries = await outboxEntries.get();
        const index = entries.findIndex((item) => item.id === id);
        const entry = entries[index];
        if (!entry || entry.state === 'done') return outcomeById(id);
        // A failed entry goes to the back: what came after it has been applied meanwhile.
        const revived = update(entry, { state: 'pending', nextAttemptAt: undefined });
        if (entry.state === 'failed') {
          entries.splice(index, 1);
          entries.push(revived);
        } else {
          entries[index] = revived;
        }
        await outboxEntries.set(entries);
        await drain();
        return outcomeById(id);
      });
    },
    discard(id) {
      return exclusive(async () => {
        const entries = await outboxEntries.get();
        await save(entries.filter((item) => item.id !== id));
      });
    },
    resume() {
      return exclusive(async () => {
        const entries = (await outboxEntries.get()).map((item) =>
          item.state === 'paused'
            ? update(item, { state: 'pending', nextAttemptAt: undefined })
            : item,
        );
        await outboxEntries.set(entries);
        await drain();
      });
    },
  };
}

function collectionIdOf(result: unknown): number | undefined {
  const record = result as { collection?: { id?: unknown }; id?: unknown } | undefined;
  const id = record?.collection?.id ?? record?.id;
  return typeof id === 'number' ? id : undefined;
}
