import type { Database } from 'better-sqlite3';
import type { FeedResult } from '../../lib/shared/contract';
import { tableStamps, type WatchedTable } from '../db/table-writes';

/** A feed entry and its JSON as UTF-8 bytes, made together once and shared by every feed. */
export interface Fragment {
  readonly value: FeedResult;
  readonly json: Buffer;
}

/**
 * The kinds of entry, each with the tables its JSON is built from: an entry is kept until one
 * of those tables is written. People are read through the people cache (views.ts), and every
 * kind names someone.
 */
const DEPENDS_ON: Record<string, readonly WatchedTable[]> = {
  document: ['documents', 'people'],
  event: ['events', 'people'],
  announcement: ['announcements', 'people'],
  collection: ['collections', 'collection_items', 'documents', 'people'],
};

/** What kind of entry a fragment is. */
export type FragmentKind = 'document' | 'event' | 'announcement' | 'collection';

/**
 * Most entries kept per kind. A feed names at most a few dozen; people of other departments,
 * timezones and origins need their own, so a few thousand keep a busy service warm while
 * bounding memory (an entry is a few KB, kept as object and text).
 */
const MAX_PER_KIND = 2000;

interface Shelf {
  stamp: string;
  entries: Map<string, Fragment>;
}

const shelves = new WeakMap<Database, Record<FragmentKind, Shelf>>();

/**
 * The kept entries of `db`, emptied kind by kind where a table they depend on was written
 * since the last call (db/table-writes.ts). Call it once per feed, inside the feed's
 * transaction, so what it keeps matches what the feed reads. On a database that is not
 * watched, nothing is kept: every entry is built afresh.
 */
export function feedFragments(db: Database) {
  const stampOf = tableStamps(db);
  if (!stampOf) return (_kind: FragmentKind, _key: string, build: () => FeedResult) => made(build);
  let kinds = shelves.get(db);
  if (!kinds) {
    kinds = {} as Record<FragmentKind, Shelf>;
    for (const kind of Object.keys(DEPENDS_ON) as FragmentKind[])
      kinds[kind] = { stamp: '', entries: new Map() };
    shelves.set(db, kinds);
  }
  for (const kind of Object.keys(DEPENDS_ON) as FragmentKind[]) {
    const stamp = stampOf(DEPENDS_ON[kind] as readonly WatchedTable[]);
    const shelf = kinds[kind];
    if (shelf.stamp !== stamp) {
      shelf.stamp = stamp;
      shelf.entries.clear();
    }
  }
  const shelvesOfDb = kinds;
  /**
   * The entry kept under `key`, or the one `build` makes (then kept). `key` must name
   * everything the entry depends on besides its tables: id, origin, what depends on the caller.
   */
  return (kind: FragmentKind, key: string, build: () => FeedResult): Fragment => {
    const { entries } = shelvesOfDb[kind];
    let fragment = entries.get(key);
    if (fragment) {
      // Least recently used goes first: a hit moves to the back.
      entries.delete(key);
      entries.set(key, fragment);
      return fragment;
    }
    fragment = made(build);
    if (entries.size >= MAX_PER_KIND) entries.delete(entries.keys().next().value as string);
    entries.set(key, fragment);
    return fragment;
  };
}

function made(build: () => FeedResult): Fragment {
  const value = build();
  return { value, json: Buffer.from(JSON.stringify(value)) };
}
