import type { Database } from 'better-sqlite3';
import type { OperationName } from '../lib/shared/contract';
import { statement } from './db/statements';

/**
 * Operations that only read: their reply is a function of the caller, the request body, the
 * data and the clock. Every other operation writes and is never cached.
 */
const READ_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  'feed',
  'getevents',
  'listanswerboards',
  'listcollections',
  'getcollection',
  'getdocuments',
  'listpins',
  'getpin',
  'getdraftannouncement',
  'peoplesuggestadmin',
]);

/** Most replies kept, and most bytes they may hold together. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;

/** A kept reply: its bytes, and the request's timeoutMillis (a hit is still held to it). */
export interface CachedReply {
  body: Buffer;
  timeoutMillis: number | undefined;
}

/**
 * Replies of read operations, kept while nothing could have changed them. The whole cache is
 * dropped as soon as (a) any row was written on the service's connection (SQLite's
 * total_changes(), which counts every insert, update and delete, triggers included, whichever
 * operation made it), (b) another connection wrote to the file (data_version), or (c) the
 * clock's second changed: replies carry the second (serverTimestamp) and "upcoming" events end
 * by the millisecond, so a reply is never served more than one second after it was made.
 * Within that, the key is the operation, the caller, the origin the URLs are built from and the
 * request body's exact text. Bounded in entries and bytes, least recently used dropped first.
 */
export function createReplyCache(db: Database, maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
  const entries = new Map<string, CachedReply>();
  let bytes = 0;
  let stamp = '';
  const version = statement(
    db,
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  );
  /** Empties the cache when the data or the second changed since the last look. */
  const refresh = (nowMs: number) => {
    const row = version.get() as { changes: number; version: number };
    const current = `${row.changes}:${row.version}:${Math.floor(nowMs / 1000)}`;
    if (current !== stamp) {
      stamp = current;
      entries.clear();
      bytes = 0;
    }
  };
  return {
    /** Whether replies of `operation` may be kept. */
    caches: (operation: OperationName) => READ_OPERATIONS.has(operation),
    /** The key of one call. */
    key: (operation: string, personId: string, origin: string, body: string) =>
      `${operation}\n${personId}\n${origin}\n${body}`,
    /** The reply kept for `key`, if the data and the second are still those it was made from. */
    get(key: string, nowMs: number): CachedReply | undefined {
      refresh(nowMs);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    /**
     * Keeps a reply made at `nowMs` (the clock the handler read, so a reply made just before
     * the second turned is not kept into the next one).
     */
    set(key: string, reply: CachedReply, nowMs: number): void {
      refresh(nowMs);
      if (reply.body.byteLength > maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        bytes -= previous.body.byteLength;
      }
      while (entries.size >= maxEntries || bytes + reply.body.byteLength > maxBytes) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, CachedReply];
        entries.delete(oldestKey);
        bytes -= oldest.body.byteLength;
      }
      entries.set(key, reply);
      bytes += reply.body.byteLength;
    },
    /** How many replies are kept (for tests of the bound). */
    size: () => entries.size,
  };
}

/** A reply cache, as {@link createReplyCache} makes it. */
export type ReplyCache = ReturnType<typeof createReplyCache>;
