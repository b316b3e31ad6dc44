import { connectionSettings } from '../../shared/storage/connection-settings';
import type { ApiClient } from '../api/client';
import {
  afterWrite,
  STALE_MS,
  type StatusIndex,
  statusIndex,
  withCollection,
  withPins,
} from './status-index';

/** The alarm that refreshes a stale index in the background. */
export const STATUS_INDEX_ALARM = 'page-status-index';

type Reader = Pick<ApiClient, 'listcollections' | 'getcollection' | 'listpins'>;

// One change of the stored index at a time (a write noted while a refresh saves).
let chain: Promise<unknown> = Promise.resolve();
function exclusive(task: () => Promise<void>): Promise<void> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

let refreshing: Promise<void> | undefined;
// The extension's own writes made while a refresh reads, applied to what it read.
let noted: ((index: StatusIndex) => StatusIndex)[] = [];

/**
 * Reads the index from the service: the collection list, each collection with its items, one
 * at a time (the service's rate limit is per person, and the person's own requests should
 * pass between these), then the pins. A collection that cannot be read is left out.
 */
async function readIndex(client: Reader, scope: string, now: number): Promise<StatusIndex> {
  const { collections = [] } = await client.listcollections({});
  let index: StatusIndex = { scope, builtAt: now, collections: {} };
  for (const { id } of collections) {
    const answer = await client.getcollection({ id, withItems: true }).catch(() => undefined);
    if (answer?.collection) index = withCollection(index, answer.collection);
  }
  return withPins(index, (await client.listpins({})).pins ?? []);
}

/**
 * Reads the index again for `scope` and stores it, unless the connection changed meanwhile.
 * Only one refresh runs at a time; a second call joins it.
 */
function refreshIndex(client: Reader, scope: string, now: number): Promise<void> {
  refreshing ??= (async () => {
    noted = [];
    try {
      const read = await readIndex(client, scope, now);
      await exclusive(async () => {
        const index = noted.reduce((current, change) => change(current), read);
        if ((await connectionSettings.get()).scope === scope) await statusIndex.set(index);
      });
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/** Reads the index again when the one of `scope` is missing or older than STALE_MS. */
export async function refreshIfStale(client: Reader, scope: string, now: number): Promise<void> {
  const stored = await statusIndex.get();
  if (stored?.scope !== scope || now - stored.builtAt > STALE_MS) {
    await refreshIndex(client, scope, now);
  }
}

/**
 * The index of the connection `scope`, or null when there is none yet. A missing or stale
 * index is refreshed in the background; the caller does not wait for it.
 */
export async function indexFor(
  scope: string,
  client: Reader,
  now: number,
): Promise<StatusIndex | null> {
  const stored = await statusIndex.get();
  refreshIfStale(client, scope, now).catch(() => undefined);
  return stored?.scope === scope ? stored : null;
}

/** Keeps the index current after one of the extension's own writes was applied. */
function noteWrite(scope: string, operation: string, request: unknown, answer: unknown) {
  const change = (index: StatusIndex) => afterWrite(index, operation, request, answer);
  // Only while a refresh reads (so the list stays as short as one refresh).
  if (refreshing) noted.push(change);
  return exclusive(async () => {
    const stored = await statusIndex.get();
    if (stored?.scope === scope) await statusIndex.set(change(stored));
  });
}

/** The writes whose answers change the index. */
const INDEXED_WRITES: ReadonlySet<string> = new Set([
  'pin',
  'editpin',
  'unpin',
  'addcollectionitems',
  'deletecollectionitem',
  'editcollectionitem',
  'createcollection',
]);

/**
 * The client with each write of INDEXED_WRITES noted in the index of `scope` once the service
 * has answered it (the outbox sends through `call`). A failure to note never fails the write:
 * the next refresh reads what the service holds.
 */
export function keepingIndex(client: ApiClient, scope: string): ApiClient {
  const call = async (operation: string, request: unknown, options?: unknown) => {
    const answer = await client.call(operation as never, request as never, options as never);
    if (INDEXED_WRITES.has(operation)) {
      await noteWrite(scope, operation, request, answer).catch(() => undefined);
    }
    return answer;
  };
  const wrapped: Record<string, unknown> = { ...client, call };
  for (const operation of INDEXED_WRITES) {
    wrapped[operation] = (request: unknown, options?: unknown) => call(operation, request, options);
  }
  return wrapped as unknown as ApiClient;
}
