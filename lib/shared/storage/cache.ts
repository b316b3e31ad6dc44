import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import type { ReadEntry, ReadKey, ReadKind } from '../messages/messenger';

/**
 * Cached reads, for stale-while-revalidate: a page paints the last good value at once from
 * `storage.local` (no round trip to a sleeping worker), then asks the background for a fresh
 * one, which the background writes here. Only the background writes.
 *
 * What is checked on read: the envelope (its scope, time and presence of a value), with zod.
 * The value itself passed the operation's full response schema in the background just before
 * it was stored (the client validates every answer), so pages do not carry the whole contract
 * in their bundles to check it a second time; the views render defensively all the same.
 */

const PREFIX = 'cache:';

/** Reads worth keeping between popup openings; drafts and admin lists are always fetched. */
const CACHED_KINDS: ReadonlySet<ReadKind> = new Set([
  'feed',
  'answerBoards',
  'collections',
  'collection',
  'events',
]);

/** True when this kind of read is cached. */
export function isCached(key: ReadKey): boolean {
  return CACHED_KINDS.has(key.kind);
}

/** The `storage.local` key of a read: one entry per distinct request. */
export function cacheKey(key: ReadKey): string {
  switch (key.kind) {
    case 'answerBoards':
      return `${PREFIX}answerBoards:${key.withAudience ? 1 : 0}${key.withRoles ? 1 : 0}`;
    case 'collection':
      return `${PREFIX}collection:${key.id}`;
    case 'events':
      return `${PREFIX}events:${[...key.ids].sort().join(',')}`;
    default:
      return `${PREFIX}${key.kind}`;
  }
}

const envelopeSchema = z.object({
  scope: z.string(),
  fetchedAt: z.number(),
  value: z.unknown(),
});

/** What is stored for a read, whatever connection it belongs to; null when it is no envelope. */
export async function readCacheEnvelope(
  key: ReadKey,
): Promise<{ scope: string; fetchedAt: number; value: unknown } | null> {
  const name = cacheKey(key);
  const stored = envelopeSchema.safeParse((await browser.storage.local.get(name))[name]);
  return stored.success && stored.data.value !== undefined ? stored.data : null;
}

/**
 * The cached value of a read, or null when there is none for the current connection (`scope`)
 * or what is stored is not a cache envelope.
 */
export async function readCache<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }>,
  scope: string,
): Promise<ReadEntry<K> | null> {
  return entryFor<K>(await readCacheEnvelope(key), scope);
}

/** The entry of an envelope when it belongs to `scope`. */
export function entryFor<K extends ReadKind>(
  envelope: { scope: string; fetchedAt: number; value: unknown } | null,
  scope: string,
): ReadEntry<K> | null {
  if (!envelope || envelope.scope !== scope) return null;
  return { value: envelope.value as ReadEntry<K>['value'], fetchedAt: envelope.fetchedAt };
}

/**
 * The cache's budget: reads kept at most, and their total size (characters of JSON, about
 * bytes). Collections and event lists are cached per id, so without a cap the cache would grow
 * with every collection opened; `storage.local` holds 10 MB in all (see docs/architecture.md,
 * "Storage budgets").
 */
export const MAX_CACHED_READS = 40;
export const MAX_CACHE_BYTES = 2_000_000;

/**
 * Stores a fresh value (background only), then drops the least recently fetched reads beyond
 * the budget. Every page read asks the background for a fresh value, which is stored here, so
 * "last fetched" is "last used". A value larger than the whole budget is not kept at all; when
 * the browser refuses to store (its quota is reached), the whole cache is cleared. A read asked
 * before the one already kept for this connection is not stored: it is older, however late it
 * answered (reads are ordered by `fetchedAt`, the time they were asked).
 */
export async function writeCache(key: ReadKey, scope: string, entry: ReadEntry): Promise<void> {
  const name = cacheKey(key);
  const kept = await readCacheEnvelope(key);
  if (kept && kept.scope === scope && kept.fetchedAt > entry.fetchedAt) return;
  const envelope = { scope, ...entry };
  if (JSON.stringify(envelope).length > MAX_CACHE_BYTES) {
    await browser.storage.local.remove(name);
    return;
  }
  try {
    await browser.storage.local.set({ [name]: envelope });
  } catch {
    // The browser's storage is full: the cache is the one thing that may go, so the outbox
    // keeps room for the person's changes. The read itself still answers.
    await clearCache();
    return;
  }
  const all = await browser.storage.local.get(null);
  const cached = Object.entries(all)
    .filter(([stored]) => stored.startsWith(PREFIX))
    .map(([stored, value]) => ({
      name: stored,
      at: stored === name ? Number.POSITIVE_INFINITY : Number((value as ReadEntry)?.fetchedAt) || 0,
      bytes: JSON.stringify(value ?? null).length,
    }))
    .sort((a, b) => b.at - a.at);
  let bytes = 0;
  const drop = cached.filter((read, index) => {
    bytes += read.bytes;
    return index >= MAX_CACHED_READS || bytes > MAX_CACHE_BYTES;
  });
  if (drop.length > 0) await browser.storage.local.remove(drop.map((read) => read.name));
}

/**
 * Calls back whenever the background stores a new value for this read, so an open page
 * follows refreshes it did not ask for. Returns the function that stops watching.
 */
export function watchCache<K extends ReadKind>(
  key: Extract<ReadKey, { kind: K }>,
  scope: string,
  callback: (entry: ReadEntry<K>) => void,
): () => void {
  const name = cacheKey(key);
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area !== 'local' || !(name in changes)) return;
    void readCache(key, scope).then((entry) => {
      if (entry) callback(entry);
    });
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** Forgets every cached read: the service, token or identity changed. */
export async function clearCache(): Promise<void> {
  const all = await browser.storage.local.get(null);
  const keys = Object.keys(all).filter((name) => name.startsWith(PREFIX));
  if (keys.length > 0) await browser.storage.local.remove(keys);
}
