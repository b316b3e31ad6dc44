import * as z from 'zod/mini';
import type { Collection, CollectionItem, Pin } from '../../shared/contract';
import { pinSchema } from '../../shared/contract/pin';
import { defineValidatedItem } from '../../shared/storage/item';
import type { TargetDocument } from '../../shared/types/page';
import { comparableUrl } from './urls';

/**
 * The page-status index: which of the person's collections hold which documents and
 * addresses, and their pins, read once per connection so that a page's status costs two
 * requests (the page's document, the collection list) however many collections there are.
 *
 * Bounds: at most MAX_ITEMS item keys over all collections and MAX_PINS pins (a few MB of
 * `storage.local` at worst). A collection beyond the item cap is left out, and the page status
 * checks it with a bounded direct read (status.ts); beyond the pin cap no pins are kept and
 * the page status reads them from the service, which has no paging for pins.
 */
export const MAX_ITEMS = 20_000;
export const MAX_PINS = 2_000;
/** After this long the index is refreshed in the background (it is still used meanwhile). */
export const STALE_MS = 15 * 60_000;

const indexSchema = z.object({
  /** The connection it was read for (connection-settings `scope`): never shown to another. */
  scope: z.string(),
  builtAt: z.number(),
  /** Collection id → the keys of its items (`d:<documentId>`, `u:<comparable address>`). */
  collections: z.record(z.string(), z.array(z.string())),
  /** The person's pins; absent when there were more than MAX_PINS. */
  pins: z.optional(z.array(pinSchema)),
});
/** The page-status index of one connection. */
export type StatusIndex = z.infer<typeof indexSchema>;

/**
 * Where the index is kept. Checked whole on read: an index that fails its schema reads as none
 * and is simply read again from the service (it holds nothing that is not there).
 */
export const statusIndex = defineValidatedItem<StatusIndex | null>('local:pageStatusIndex', {
  // A stored null (or nothing) reads as the fallback before any schema is asked (item.ts), so
  // the schema is the index's alone: the worker carries no nullable wrapper for one value.
  schema: indexSchema as z.ZodMiniType<StatusIndex | null>,
  fallback: null,
});

/** The keys an item is known by: its document and its address. */
function itemKeys(item: CollectionItem): string[] {
  const keys: string[] = [];
  const documentId = item.documentId ?? item.document?.id;
  if (documentId) keys.push(`d:${documentId}`);
  const url = item.url ?? item.document?.url;
  if (url) keys.push(`u:${comparableUrl(url)}`);
  return keys;
}

/** The keys a page is known by (what itemKeys gives for an item that is the page). */
export function targetKeys(url: string, document: TargetDocument | null): string[] {
  const keys = [`u:${comparableUrl(url)}`];
  if (document) keys.push(`d:${document.id}`);
  return keys;
}

/** Item keys held by the index. */
function itemCount(index: StatusIndex): number {
  let count = 0;
  for (const keys of Object.values(index.collections)) count += keys.length;
  return count;
}

/**
 * The index with `collection` as the service last answered it: its items replace what was
 * known; without items (or past the cap) it is left out and checked directly when needed.
 */
export function withCollection(index: StatusIndex, collection: Collection): StatusIndex {
  const collections = { ...index.collections };
  const id = String(collection.id);
  delete collections[id];
  const next = { ...index, collections };
  if (!collection.items) return next;
  const keys = collection.items.flatMap(itemKeys);
  if (itemCount(next) + keys.length <= MAX_ITEMS) collections[id] = keys;
  return next;
}

/** The index with the pins as they are now (none kept past the cap). */
export function withPins(index: StatusIndex, pins: Pin[]): StatusIndex {
  const { pins: _old, ...rest } = index;
  return pins.length <= MAX_PINS ? { ...rest, pins } : rest;
}

/**
 * Which collections hold the page: true or false for each indexed collection; a collection
 * missing from the answer is not in the index.
 */
export function holdersOf(index: StatusIndex, keys: string[]): Map<number, boolean> {
  const result = new Map<number, boolean>();
  for (const [id, itemKeysOf] of Object.entries(index.collections)) {
    result.set(
      Number(id),
      keys.some((key) => itemKeysOf.includes(key)),
    );
  }
  return result;
}

/**
 * The index after one of the extension's own writes succeeded, from the service's answer: a
 * collection edit answers the collection with its items, a pin its pin, an unpin nothing (the
 * request names the pin). Any other operation leaves the index as it was.
 */
export function afterWrite(
  index: StatusIndex,
  operation: string,
  request: unknown,
  answer: unknown,
): StatusIndex {
  const record = (answer ?? {}) as { collection?: Collection; id?: unknown; documentId?: unknown };
  if (record.collection && typeof record.collection.id === 'number') {
    return withCollection(index, record.collection);
  }
  if (!index.pins) return index;
  if (operation === 'unpin' || operation === 'pin' || operation === 'editpin') {
    const id = operation === 'unpin' ? (request as { id?: unknown }).id : record.id;
    const others = index.pins.filter((pin) => pin.id !== id);
    const pins = operation === 'unpin' ? others : [...others, answer as Pin];
    return withPins(index, pins);
  }
  return index;
}
