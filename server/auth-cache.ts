import type { Database } from 'better-sqlite3';
import type { Caller } from './context';
import { tableStamps } from './db/table-writes';

/**
 * Most header triples remembered per database. A busy service sees a few hundred people at
 * once; a thousand keeps them all warm while bounding memory (a caller is one row and a set).
 */
export const MAX_REMEMBERED_CALLERS = 1000;

interface Remembered {
  caller: Caller;
  /** When the token stops working (epoch ms), or null for a token that never expires. */
  expiresAtMs: number | null;
}

interface Shelf {
  stamp: string;
  entries: Map<string, Remembered>;
}

const shelves = new WeakMap<Database, Shelf>();

/**
 * The callers of `db` remembered by their exact Authorization, act-as and auth-type headers,
 * so a repeated call skips hashing the token and two lookups (8% of an uncached feed). Emptied
 * whenever the tokens or people tables were written (db/table-writes.ts), so a revoked token
 * or a changed person is seen on the next call; undefined on a database that is not watched,
 * where nothing is remembered.
 */
function shelfOf(db: Database): Shelf | undefined {
  const stampOf = tableStamps(db);
  if (!stampOf) return undefined;
  const stamp = stampOf(['tokens', 'people']);
  let shelf = shelves.get(db);
  if (!shelf) {
    shelf = { stamp, entries: new Map() };
    shelves.set(db, shelf);
  } else if (shelf.stamp !== stamp) {
    shelf.stamp = stamp;
    shelf.entries.clear();
  }
  return shelf;
}

/** The key of a header triple: NUL cannot occur in a header value, so no two triples share one. */
export function callerKey(authorization = '', actAs = '', authType = ''): string {
  return `${authorization}\0${actAs}\0${authType}`;
}

/**
 * The caller remembered under `key` whose token still works at `nowMs`, or undefined. Only
 * successes are ever remembered (see rememberCaller): a refusal is decided afresh each time.
 */
export function rememberedCaller(db: Database, key: string, nowMs: number): Caller | undefined {
  const shelf = shelfOf(db);
  const found = shelf?.entries.get(key);
  if (!shelf || !found) return undefined;
  shelf.entries.delete(key);
  if (found.expiresAtMs !== null && found.expiresAtMs <= nowMs) return undefined;
  // Least recently used goes first: a hit moves to the back.
  shelf.entries.set(key, found);
  return found.caller;
}

/** Remembers a caller that was just authenticated, until its token expires. */
export function rememberCaller(
  db: Database,
  key: string,
  caller: Caller,
  expiresAtMs: number | null,
): void {
  const shelf = shelfOf(db);
  if (!shelf) return;
  if (shelf.entries.size >= MAX_REMEMBERED_CALLERS && !shelf.entries.has(key))
    shelf.entries.delete(shelf.entries.keys().next().value as string);
  shelf.entries.set(key, { caller, expiresAtMs });
}
