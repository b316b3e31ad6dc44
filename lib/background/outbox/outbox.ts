import { isOperationName } from '../../shared/contract/operations';
import { ApiError, toApiError } from '../../shared/errors/api-error';
import type { EntryOwner } from '../../shared/storage/entry-owner';
import { type OutboxEntry, outboxEntries, unfinished } from '../../shared/storage/outbox-entries';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { ApiClient } from '../api/client';
import type { QueuedWrite } from '../context';
import { attempt } from './attempt';
import { newEntry, outcomeOf, pausePending, revise } from './entry';
import { settleOwners } from './owner';
import { wakeAt } from './schedule';

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
  /** Whose identity `client` speaks for (owner.ts); without it no entry is held. */
  owner?(client: ApiClient): EntryOwner | undefined;
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

/**
 * Creates the outbox. Entries are sent strictly in order: a later write (say, the second of two
 * quick moves) never overtakes an earlier one, so the service ends where the person left it.
 */
export function createOutbox(deps: OutboxDependencies): Outbox {
  const now = deps.now ?? Date.now;
  const clock = { now, random: deps.random ?? Math.random };
  const newId = deps.newId ?? (() => crypto.randomUUID());
  // One change at a time: every read-modify-write of the queue runs on this chain.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  };

  /** Stores the queue (trimming old finished entries), re-arms the timer, tells listeners. */
  async function save(entries: OutboxEntry[]): Promise<void> {
    const done = entries.filter((entry) => entry.state === 'done');
    const kept = entries.filter(
      (entry) => entry.state !== 'done' || done.indexOf(entry) >= done.length - KEEP_DONE,
    );
    await outboxEntries.set(kept);
    await deps.schedule(wakeAt(kept, now()));
    await deps.onChange?.(kept);
  }

  /** Sends due entries in order until one has to wait; the caller holds the lock. */
  async function drain(): Promise<void> {
    let entries = await outboxEntries.get();
    let client: ApiClient | undefined;
    // Whose entries these are is settled before anything is sent: another identity's are held.
    const connect = async (): Promise<ApiClient> => {
      const connected = await deps.client();
      entries = settleOwners(entries, deps.owner?.(connected), now());
      return connected;
    };
    if (unfinished(entries).length > 0) client = await connect().catch(() => undefined);
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
            client = await connect();
            entry = entries[index] as OutboxEntry;
            continue;
          } catch (thrown) {
            await save(pausePending(entries, toApiError(thrown).toData(), now()));
            return;
          }
        }
        // Recorded before sending: if the worker is stopped while the request is on its way,
        // the next worker finds the mark and checks with the service before sending again.
        entries[index] = revise(entry, { uncertain: true }, now());
        await outboxEntries.set(entries);
        entry = await attempt(entry, client, clock);
        entries[index] = entry;
        if (entry.state === 'paused') {
          const error = ApiError.fromData(entry.error ?? { kind: 'unauthorized', message: '' });
          await save(pausePending(entries, entry.error, now()));
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
        const entries = await outboxEntries.get();
        const client = await deps.client().catch(() => undefined);
        const owner = client && deps.owner?.(client);
        entries.push(owner ? { ...newEntry(write, id, now()), owner } : newEntry(write, id, now()));
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
        const revived = revise(entry, { state: 'pending', nextAttemptAt: undefined }, now());
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
            ? revise(item, { state: 'pending', nextAttemptAt: undefined }, now())
            : item,
        );
        await outboxEntries.set(entries);
        await drain();
      });
    },
  };
}
