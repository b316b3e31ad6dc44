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

/** A category's entries in order, and their JSON joined by commas (empty when there are none). */
export interface Batch {
  readonly values: readonly FeedResult[];
  readonly json: Buffer;
}

/** What kind of entry a fragment is. */
export type FragmentKind = 'document' | 'event' | 'announcement' | 'collection';

/**
 * Most entries kept per kind. A feed names at most a few dozen; people of other departments,
 * timezones and origins need their own, so a few thousand keep a busy service warm while
 * bounding memory (an entry is a few KB, kept as object and text).
 */
const MAX_PER_KIND = 2000;

/**
 * Most batches kept per list of picks: one per spelling of the service's origin and, for
 * collections, per pattern of the caller's edit rights; past it the list's batches start over.
 */
const MAX_BATCHES_PER_PICKS = 8;

interface Shelf {
  stamp: string;
  /** Counts the times the shelf was emptied: a batch made in an earlier generation is stale. */
  generation: number;
  entries: Map<string, Fragment>;
}

interface KeptBatch {
  generation: number;
  batch: Batch;
}

const shelves = new WeakMap<Database, Record<FragmentKind, Shelf>>();

/**
 * Batches by the list of picks they were made from. Kept reads (db/kept-reads.ts) and upcoming
 * events hand out the same array until what it was read from changes, so the array itself is
 * the key: no key text is built or hashed. A list forgotten there is forgotten here too.
 */
const batchesByPicks = new WeakMap<object, Map<string, KeptBatch>>();

/**
 * The kept entries of `db`, emptied kind by kind where a table they depend on was written
 * since the last call (db/table-writes.ts). Call it once per feed, inside the feed's
 * transaction, so what it keeps matches what the feed reads. On a database that is not
 * watched, nothing is kept: every entry is built afresh.
 */
export function feedFragments(db: Database) {
  const stampOf = tableStamps(db);
  if (!stampOf)
    return {
      entry: (_kind: FragmentKind, _key: string, build: () => FeedResult) => made(build),
      batch: (_kind: FragmentKind, _picks: object, _key: string, entries: () => Fragment[]) =>
        joined(entries()),
    };
  let kinds = shelves.get(db);
  if (!kinds) {
    kinds = {} as Record<FragmentKind, Shelf>;
    for (const kind of Object.keys(DEPENDS_ON) as FragmentKind[])
      kinds[kind] = { stamp: '', generation: 0, entries: new Map() };
    shelves.set(db, kinds);
  }
  for (const kind of Object.keys(DEPENDS_ON) as FragmentKind[]) {
    const stamp = stampOf(DEPENDS_ON[kind] as readonly WatchedTable[]);
    const shelf = kinds[kind];
    if (shelf.stamp !== stamp) {
      shelf.stamp = stamp;
      shelf.generation += 1;
      shelf.entries.clear();
    }
  }
  const shelvesOfDb = kinds;
  /**
   * The entry kept under `key`, or the one `build` makes (then kept). `key` must name
   * everything the entry depends on besides its tables: id, origin, what depends on the caller.
   */
  const entry = (kind: FragmentKind, key: string, build: () => FeedResult): Fragment => {
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
  /**
   * The batch made from `picks` (an array a kept read handed out) under `key`, while no table
   * its kind is built from was written; else the one `entries` makes (then kept). `key` must
   * name what the entries' keys add to the picks: category, origin, what depends on the caller.
   */
  const batch = (kind: FragmentKind, picks: object, key: string, entries: () => Fragment[]) => {
    const { generation } = shelvesOfDb[kind];
    let kept = batchesByPicks.get(picks);
    const found = kept?.get(key);
    if (found?.generation === generation) return found.batch;
    if (!kept) {
      kept = new Map();
      batchesByPicks.set(picks, kept);
    } else if (kept.size >= MAX_BATCHES_PER_PICKS) kept.clear();
    const fresh = joined(entries());
    kept.set(key, { generation, batch: fresh });
    return fresh;
  };
  return { entry, batch };
}

const COMMA = Buffer.from(',');

/** Entries as a batch: their values, and their JSON comma-separated as one buffer. */
function joined(fragments: readonly Fragment[]): Batch {
  const pieces: Buffer[] = [];
  for (const fragment of fragments) {
    if (pieces.length > 0) pieces.push(COMMA);
    pieces.push(fragment.json);
  }
  return { values: fragments.map((fragment) => fragment.value), json: Buffer.concat(pieces) };
}

function made(build: () => FeedResult): Fragment {
  const value = build();
  return { value, json: Buffer.from(JSON.stringify(value)) };
}
