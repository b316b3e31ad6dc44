import { isOperationName } from '../../shared/contract/operations';
import { ApiError, toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { serial } from '../../shared/serial';
import type { EntryOwner } from '../../shared/storage/entry-owner';
import {
  type OutboxEntry,
  outboxEntries,
  setAsideEntries,
  unfinished,
} from '../../shared/storage/outbox-entries';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { ApiClient } from '../api/client';
import type { QueuedWrite } from '../context';
import { attempt } from './attempt';
import { newEntry, outcomeOf, pausePending, revise } from './entry';
import { settleOwners } from './owner';
import { dueAt, wakeAt } from './schedule';
import { loadEntries, storeEntries } from './store';

/** Finished entries kept so pages can show "done"; older ones are dropped. */
const KEEP_DONE = 20;
/**
 * Changes waiting at most. Beyond, a new change is refused in words (nothing already queued is
 * touched): the service has been away a long time and the person should know before doing more.
 */
export const MAX_WAITING = 200;

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
  /** Stores the write at once (once per `id`), then sends it in turn; answers how far it got. */
  enqueue(write: QueuedWrite): Promise<WriteOutcome>;
  /** Sends every due entry, oldest first. Safe to call at any time (alarms, start-up). */
  flush(): Promise<void>;
  /** Sends a pending, paused or failed entry again now. */
  retry(id: string): Promise<WriteOutcome>;
  /** Drops an entry that has not been applied. */
  discard(id: string): Promise<void>;
  /** After reconnecting: paused entries become pending and are sent. */
  resume(): Promise<void>;
  /** Drops a stored change that could not be read (set aside); it was never sent. */
  discardSetAside(id: string): Promise<void>;
}

/**
 * Creates the outbox. Entries are sent strictly in order: a later write (say, the second of two
 * quick moves) never overtakes an earlier one, so the service ends where the person left it.
 */
export function createOutbox(deps: OutboxDependencies): Outbox {
  const now = deps.now ?? Date.now;
  const clock = { now, random: deps.random ?? Math.random };
  const newId = deps.newId ?? (() => crypto.randomUUID());
  // Two locks: every read-modify-write of the stored queue is short and runs on `stored`, so a
  // new write is stored at once even while an earlier one is on its way; sending runs on
  // `sending`, one drain at a time, so entries still go out in order.
  const stored = serial();
  const sending = serial();
  const load = () => loadEntries(now(), newId);

  /** Stores the queue (trimming old finished entries), re-arms the timer, tells listeners. */
  async function save(entries: OutboxEntry[]): Promise<void> {
    const done = entries.filter((entry) => entry.state === 'done');
    const kept = entries.filter(
      (entry) => entry.state !== 'done' || done.indexOf(entry) >= done.length - KEEP_DONE,
    );
    await storeEntries(kept);
    await deps.schedule(wakeAt(kept, now()));
    await deps.onChange?.(kept);
  }

  /**
   * The first pending entry if it is due, marked uncertain in storage before it is sent: if the
   * worker is stopped while the request is on its way, the next worker finds the mark and checks
   * with the service before sending again. Undefined when nothing can go now.
   */
  function takeNext(client: () => Promise<ApiClient>): Promise<OutboxEntry | undefined> {
    return stored(async () => {
      let entries = await load();
      // Whose entries these are is settled before anything is sent: another identity's are
      // held, and the connected identity's held entries go back to pending.
      if (unfinished(entries).length > 0) {
        try {
          // Connected first, whether or not owners are known: the send below needs the client.
          const connected = await client();
          entries = settleOwners(entries, deps.owner?.(connected), now());
        } catch (thrown) {
          const first = entries.find((entry) => entry.state === 'pending');
          const due = first !== undefined && dueAt(first) <= now();
          await save(due ? pausePending(entries, toApiError(thrown).toData(), now()) : entries);
          return undefined;
        }
      }
      const index = entries.findIndex((entry) => entry.state === 'pending');
      const entry = entries[index];
      if (!entry || dueAt(entry) > now()) {
        await save(entries);
        return undefined;
      }
      entries[index] = revise(entry, { uncertain: true }, now());
      await storeEntries(entries);
      return entry;
    });
  }

  /** Stores an attempt's outcome; answers true when the token was refused (queue paused). */
  function record(after: OutboxEntry): Promise<boolean> {
    return stored(async () => {
      const entries = await load();
      const index = entries.findIndex((entry) => entry.id === after.id);
      // Discarded while on its way: the person's decision stands.
      if (index >= 0) entries[index] = after;
      const paused = index >= 0 && after.state === 'paused';
      await save(paused ? pausePending(entries, after.error, now()) : entries);
      return paused;
    });
  }

  /** Sends due entries in order until one has to wait; runs on the `sending` lock. */
  async function drain(): Promise<void> {
    let client: ApiClient | undefined;
    const connect = async () => {
      client ??= await deps.client();
      return client;
    };
    for (;;) {
      const entry = await takeNext(connect);
      if (!entry || !client) return;
      const after = await attempt(entry, client, clock);
      if (await record(after)) {
        await deps.onUnauthorized(
          ApiError.fromData(after.error ?? { kind: 'unauthorized', message: '' }),
        );
        return;
      }
    }
  }

  async function outcomeById(id: string): Promise<WriteOutcome> {
    const entry = (await outboxEntries.get()).find((item) => item.id === id);
    if (!entry) {
      throw new ApiError({
        kind: 'not-found',
        message: t('outboxNotWaiting'),
      });
    }
    return outcomeOf(entry);
  }

  /** Changes the stored queue, then sends what is due, then answers how `id` stands. */
  async function changeThenSend(id: string, change: (entries: OutboxEntry[]) => OutboxEntry[]) {
    await stored(async () => save(change(await load())));
    await sending(drain);
    return outcomeById(id);
  }

  return {
    async enqueue(write) {
      if (!isOperationName(write.operation)) {
        throw new ApiError({
          kind: 'invalid-request',
          message: t('outboxUnknownOperation', String(write.operation)),
        });
      }
      const id = write.id ?? newId();
      // The entry records whose it is (never the token): after a reconnect as someone else it
      // is held, not sent with their credential.
      const owner = await deps
        .client()
        .then((client) => deps.owner?.(client))
        .catch(() => undefined);
      return changeThenSend(id, (entries) => {
        // Asked again under its id (a worker stopped before it answered): stored once. The last
        // KEEP_DONE done ones are kept, far longer than a page waits to ask again.
        if (entries.some((entry) => entry.id === id)) return entries;
        if (unfinished(entries).length >= MAX_WAITING) {
          throw new ApiError({
            kind: 'invalid-request',
            code: 'OUTBOX_FULL',
            message: t('outboxFull', [write.label, MAX_WAITING]),
          });
        }
        const entry = newEntry(write, id, now());
        return [...entries, owner ? { ...entry, owner } : entry];
      });
    },
    flush: () => sending(drain),
    retry(id) {
      return changeThenSend(id, (entries) => {
        const index = entries.findIndex((item) => item.id === id);
        const entry = entries[index];
        if (!entry || entry.state === 'done') return entries;
        // A failed entry goes to the back: what came after it has been applied meanwhile.
        const revived = revise(entry, { state: 'pending', nextAttemptAt: undefined }, now());
        const rest = entries.filter((item) => item.id !== id);
        if (entry.state === 'failed') return [...rest, revived];
        return entries.map((item) => (item.id === id ? revived : item));
      });
    },
    discard(id) {
      return stored(async () => save((await load()).filter((item) => item.id !== id)));
    },
    async resume() {
      await stored(async () =>
        save(
          (await load()).map((item) =>
            item.state === 'paused'
              ? revise(item, { state: 'pending', nextAttemptAt: undefined }, now())
              : item,
          ),
        ),
      );
      await sending(drain);
    },
    discardSetAside(id) {
      // On the same lock as the reads that set entries aside, so neither undoes the other.
      return stored(async () => {
        const aside = await setAsideEntries.get();
        await setAsideEntries.set(aside.filter((item) => item.id !== id));
      });
    },
  };
}
