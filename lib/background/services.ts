import { browser } from 'wxt/browser';
import { toApiError } from '../shared/errors/api-error';
import type { ReadEntry } from '../shared/messages/messenger';
import { isCached, writeCache } from '../shared/storage/cache';
import { connectionSettings } from '../shared/storage/connection-settings';
import type { EntryOwner } from '../shared/storage/entry-owner';
import type { ApiClient } from './api/client';
import { refreshTokens } from './auth/session';
import { readTokenSet } from './auth/token-set';
import { wordedForWaiting } from './auth/waiting';
import { showOutboxBadge } from './badge';
import { connectedClient, markNeedsReconnect } from './connection/connected-client';
import type { BackgroundContext } from './context';
import { rememberFeed } from './first-screen';
import { showReminder } from './meetings/reminder-notice';
import { createReminders, type Reminders } from './meetings/reminders';
import { notify } from './notify';
import { createOutbox, type Outbox } from './outbox/outbox';
import {
  keepingCollectionList,
  keptRead,
  rememberCollectionList,
} from './page-actions/collection-list';
import { forgettingPageStatus } from './page-actions/kept-status';
import { fetchRead } from './reads';
import { rememberedRefusal, rememberRefusal } from './refused-reads';

/** The alarm that wakes the worker when a queued write is due again. */
export const OUTBOX_ALARM = 'outbox-flush';

/**
 * How long after answering a read its copies are written. The browser takes in a write of the
 * feed (about 55 KB) for tens of milliseconds, and an answer sent meanwhile reached the popup
 * only after it: begun with the answer, the write held the first frame of an opening with an
 * empty cache 20 to 50 ms (the worker's storage calls and the popup's messages, timed). Nothing
 * needs the copies sooner: they are for the next opening.
 */
const KEEP_AFTER_MS = 250;

/** Waits shorter than this are also timed in the running worker (alarms round up to 30 s). */
const IN_WORKER_WAIT_MS = 25_000;

/** Injectable parts, for tests. */
export interface BackgroundOptions {
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

/** The background's services: what message handlers and features use. */
export interface Background {
  context: BackgroundContext;
  outbox: Outbox;
  /** Renews a provider sign-in's access token (its alarm); a refusal asks to sign in again. */
  renewSignIn(): Promise<void>;
  /** The meeting reminders, planned from the feed and events the person's use read. */
  reminders: Reminders;
}

/**
 * Creates the background's services. Nothing here keeps state that must survive the worker
 * being stopped: the queue lives in storage and its timer is an alarm.
 */
export function createBackground(options: BackgroundOptions = {}): Background {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** A refused token pauses everything until the person reconnects. */
  async function noteFailure(error: unknown): Promise<never> {
    const apiError = toApiError(error);
    // Not connected, or moved by policy: the view says so while it lasts; nothing to record.
    const standing = apiError.code === 'NOT_CONNECTED' || apiError.code === 'SERVICE_MOVED';
    if (apiError.kind === 'unauthorized' && !standing) {
      await markNeedsReconnect(await wordedForWaiting(apiError));
    }
    throw apiError;
  }

  const client = async () => (await connectedClient({ fetch: options.fetch })).client;
  // Reads are ordered by when they were asked (see `stampRead`), never by when they answered.
  let lastStamp = 0;
  /** The time a read is asked, strictly increasing within this worker's life. */
  const stampRead = () => {
    lastStamp = Math.max(now(), lastStamp + 1);
    return lastStamp;
  };
  // Whom each client the outbox was given speaks for, read with its credentials in one go.
  const owners = new WeakMap<ApiClient, EntryOwner>();

  const outbox: Outbox = createOutbox({
    async client() {
      const connection = await connectedClient({ fetch: options.fetch });
      // The extension's own writes keep the kept collection list current,
      // and forget the pages' kept statuses (the side panel's strip reads them).
      const sending = forgettingPageStatus(
        keepingCollectionList(connection.client, connection.scope),
      );
      owners.set(sending, connection.owner);
      return sending;
    },
    owner: (outboxClient) => owners.get(outboxClient),
    now,
    random: options.random,
    async schedule(at) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (at === undefined) {
        await browser.alarms.clear(OUTBOX_ALARM);
        return;
      }
      await browser.alarms.create(OUTBOX_ALARM, { when: Math.max(at, now() + 1000) });
      const wait = at - now();
      if (wait < IN_WORKER_WAIT_MS) {
        timer = setTimeout(() => void outbox.flush(), Math.max(0, wait));
      }
    },
    onUnauthorized: async (error) => markNeedsReconnect(await wordedForWaiting(error)),
    onChange: (entries) => showOutboxBadge(entries),
  });

  const context: BackgroundContext = {
    client: () => client().catch(noteFailure),
    enqueue: (write) => outbox.enqueue(write),
    async read(key) {
      // Stamped before it is sent: an answer that comes late is still the older read, and every
      // screen and copy keeps the newer one it already has (docs/architecture.md, "Reads").
      const askedAt = stampRead();
      try {
        const connection = await connectedClient({ fetch: options.fetch });
        // The collection list is read at most once in 5 minutes, unless the person refreshes.
        const kept = await keptRead(key, connection.scope, now());
        if (kept) return kept as ReadEntry<typeof key.kind>;
        // A read the service refused this person today is not asked again (refused-reads.ts).
        const refused = await rememberedRefusal(key, connection.scope, now());
        if (refused) throw refused;
        const value = await fetchRead(connection.client, key).catch(async (error: unknown) => {
          await rememberRefusal(key, connection.scope, now(), error);
          throw error;
        });
        const entry = { value, fetchedAt: askedAt } as ReadEntry<typeof key.kind>;
        if (key.kind === 'collections') {
          rememberCollectionList(connection.scope, entry as ReadEntry<'collections'>);
        }
        // The page that asked has the answer at once; the copies kept for the next opening (the
        // read cache, the popup's first screen) are written once it has been delivered (see
        // KEEP_AFTER_MS), and a failure to write one costs only a slower opening.
        const keep = async () => {
          // Not for a connection forgotten meanwhile: what it read must not outlive it.
          if ((await connectionSettings.get()).scope !== connection.scope) return;
          if (isCached(key)) await writeCache(key, connection.scope, entry);
          if (key.kind === 'feed') await rememberFeed(connection.scope, entry as ReadEntry<'feed'>);
        };
        setTimeout(() => keep().catch(() => undefined), KEEP_AFTER_MS);
        // The reminders are planned from what was read anyway: planning sends nothing.
        if (key.kind === 'feed' || key.kind === 'events') {
          const results =
            key.kind === 'feed'
              ? (entry as ReadEntry<'feed'>).value.results
              : (entry as ReadEntry<'events'>).value.events;
          void reminders.plan(connection.scope, results).catch(() => undefined);
        }
        return entry;
      } catch (error) {
        return noteFailure(error);
      }
    },
    notify,
  };
  const reminders = createReminders({
    now,
    random: options.random ?? Math.random,
    scope: async () => (await connectionSettings.get()).scope,
    // The one request of a reminder: is the meeting still there, still accepted, still then?
    confirm: async (id) => (await context.read({ kind: 'events', ids: [id] })).value.events,
    show: (reminder) => showReminder(reminder, now()),
  });
  async function renewSignIn(): Promise<void> {
    // The alarm may outlive the sign-in (a pasted token since): nothing to renew then.
    if (!(await readTokenSet())) return;
    try {
      await refreshTokens({ fetch: options.fetch, now });
    } catch (error) {
      // Unreachable provider: the next request renews before use or on its 401.
      const apiError = toApiError(error);
      if (apiError.code === 'SIGN_IN_AGAIN') await noteFailure(apiError).catch(() => undefined);
    }
  }
  return { context, outbox, renewSignIn, reminders };
}
