import { browser } from 'wxt/browser';
import type { Collection } from '../../shared/contract';
import type { ReadEntry, ReadKey } from '../../shared/messages/messenger';
import { serial } from '../../shared/serial';
import { cacheKey, readCache, writeCache } from '../../shared/storage/cache';
import type { ApiClient } from '../api/client';

/**
 * How long the kept collection list answers without asking the service: `listcollections` is
 * the person's whole list (600 collections, about 300 KB, at a company's size), read only when
 * someone chooses a collection, at most once in this time unless the person refreshes.
 */
export const COLLECTIONS_FRESH_MS = 5 * 60_000;

const LIST: Extract<ReadKey, { kind: 'collections' }> = { kind: 'collections' };

/**
 * The newest list of one connection in the worker's memory, beside its copy in the read cache:
 * at a company's size the kept list is about 300 KB, and reading it back from `storage.local`
 * cost the worker 32 to 64 ms of every opening of the picker (BENCHMARKS.md, "Collect panel").
 * The copy in storage serves a worker that was stopped and started again.
 */
let memory: { scope: string; entry: ReadEntry<'collections'> } | undefined;

/**
 * Memory mirrors the copy in storage: when that copy is removed (the identity forgotten, the
 * read cache cleared or over its budget), memory forgets it too.
 */
function onStorageChange(changes: Record<string, { newValue?: unknown }>, area: string): void {
  if (area === 'local' && changes[cacheKey(LIST)] && changes[cacheKey(LIST)]?.newValue == null) {
    memory = undefined;
  }
}

/**
 * Remembers a list the worker has just read (or noted a write in), unless memory holds a read
 * of the same connection asked later: reads are ordered by when they were asked.
 */
export function rememberCollectionList(scope: string, entry: ReadEntry<'collections'>): void {
  if (memory?.scope === scope && memory.entry.fetchedAt > entry.fetchedAt) return;
  // Asked each time rather than once: cheap, and a browser (or a test's fake one) may have
  // been started anew since.
  if (!browser.storage.onChanged.hasListener(onStorageChange)) {
    browser.storage.onChanged.addListener(onStorageChange);
  }
  memory = { scope, entry };
}

/** Forgets the list kept in memory (the identity was forgotten). */
export function forgetCollectionList(): void {
  memory = undefined;
}

/** The kept list of `scope`: from memory, else from the read cache (then remembered). */
async function keptEntry(scope: string): Promise<ReadEntry<'collections'> | null> {
  if (memory?.scope === scope) return memory.entry;
  const entry = await readCache(LIST, scope);
  if (entry) rememberCollectionList(scope, entry);
  return entry;
}

/**
 * The connection's kept collection list (the read cache's entry), or null when there is none.
 * `fresh` tells whether it is younger than COLLECTIONS_FRESH_MS.
 */
export async function keptCollectionList(
  scope: string,
  now: number,
): Promise<{ entry: ReadEntry<'collections'>; fresh: boolean } | null> {
  const entry = await keptEntry(scope);
  if (!entry) return null;
  const age = now - entry.fetchedAt;
  return { entry, fresh: age >= 0 && age < COLLECTIONS_FRESH_MS };
}

/**
 * The answer of a read without asking the service, when it is the collection list, the person
 * did not ask to refresh it, and the kept one is fresh; otherwise null (the read is sent).
 */
export async function keptRead(
  key: ReadKey,
  scope: string,
  now: number,
): Promise<ReadEntry<'collections'> | null> {
  if (key.kind !== 'collections' || key.refresh) return null;
  const kept = await keptCollectionList(scope, now);
  return kept?.fresh ? kept.entry : null;
}

/**
 * What the panel's picker draws of a collection: its id, name and description, and the rights
 * that say whether it may be chosen (`canAddTo`). At a company's size the whole list is about
 * 300 KB; this is about a fifth of it, and the message to the page is copied twice (out of the
 * worker, into the page) at every opening of the picker.
 */
export function pickerSummary(collection: Collection): Collection {
  const { id, name, description, permissions } = collection;
  return permissions
    ? { id, name, description, permissions: { write: permissions.write } }
    : { id, name, description };
}

/** The list with `collection` as the service answered it (without its items). */
function withCollection(list: Collection[], collection: Collection): Collection[] {
  const { items, ...summary } = collection;
  if (items) summary.itemCount = items.length;
  const at = list.findIndex((kept) => kept.id === collection.id);
  if (at >= 0) return list.map((kept, index) => (index === at ? { ...kept, ...summary } : kept));
  // A new one where the service's order (by name) puts it.
  const before = list.findIndex((kept) => kept.name > summary.name);
  const next = [...list];
  next.splice(before < 0 ? list.length : before, 0, summary);
  return next;
}

/** The writes whose answer is the collection they changed. */
const COLLECTION_WRITES: ReadonlySet<string> = new Set([
  'createcollection',
  'addcollectionitems',
  'editcollectionitem',
  'deletecollectionitem',
  'movecollectionitem',
]);

// One change of the kept list at a time (writes answered together).
const inTurn = serial();

/** Puts the collection a write answered into the kept list of `scope`, keeping its age. */
function noteCollection(scope: string, collection: Collection): Promise<void> {
  return inTurn(async () => {
    const kept = await keptEntry(scope);
    if (!kept?.value.collections) return;
    const value = {
      ...kept.value,
      collections: withCollection(kept.value.collections, collection),
    };
    const entry = { value, fetchedAt: kept.fetchedAt };
    rememberCollectionList(scope, entry);
    await writeCache(LIST, scope, entry);
  });
}

/**
 * The client with the kept collection list of `scope` updated from the answer of each of the
 * extension's own collection writes (the outbox sends through `call`), so the picker and the
 * Collections tab show them without reading the list again. A failure to note never fails the
 * write: the next read of the list has it.
 */
export function keepingCollectionList(client: ApiClient, scope: string): ApiClient {
  const call = async (operation: string, request: unknown, options?: unknown) => {
    const answer = await client.call(operation as never, request as never, options as never);
    const collection = (answer as { collection?: Collection } | undefined)?.collection;
    if (COLLECTION_WRITES.has(operation) && typeof collection?.id === 'number') {
      await noteCollection(scope, collection).catch(() => undefined);
    }
    return answer;
  };
  const wrapped: Record<string, unknown> = { ...client, call };
  for (const operation of COLLECTION_WRITES) {
    wrapped[operation] = (request: unknown, options?: unknown) => call(operation, request, options);
  }
  return wrapped as unknown as ApiClient;
}
