import type { Database } from 'better-sqlite3';
import { statement } from './statements';
import { tableStamps, type WatchedTable } from './table-writes';

/**
 * Most answers kept per database. The feed asks a handful of queries per person (their own
 * documents, their department's, the company's); a thousand keeps a few hundred people warm.
 */
export const MAX_KEPT_READS = 1000;

interface Kept {
  stamp: string;
  rows: unknown[];
}

const shelves = new WeakMap<Database, Map<string, Kept>>();

/**
 * A reader of `db` that keeps each query's rows (keyed by its SQL and parameters) until one of
 * the tables the caller names for it is written (db/table-writes.ts). Make one per request,
 * inside its transaction: the tables' stamps are taken once, when it is made. The rows are
 * shared by every later reader: callers must not change them. On a database that is not
 * watched, every query is run.
 */
export function keptReads(db: Database) {
  const stampOf = tableStamps(db);
  let entries = shelves.get(db);
  if (!entries) {
    entries = new Map();
    shelves.set(db, entries);
  }
  const shelf = entries;
  /** The rows of `sql` with `params` (plucked to their first column when `pluck`). */
  return <Row>(
    tables: readonly WatchedTable[],
    sql: string,
    params: readonly (string | number)[],
    pluck = false,
  ): Row[] => {
    const run = () =>
      statement(db, sql)
        .pluck(pluck)
        .all(...params) as Row[];
    if (!stampOf) return run();
    const stamp = stampOf(tables);
    const key = `${sql}\0${JSON.stringify(params)}`;
    const found = shelf.get(key);
    if (found) shelf.delete(key);
    if (found?.stamp === stamp) {
      // Least recently used goes first: a hit moves to the back.
      shelf.set(key, found);
      return found.rows as Row[];
    }
    const rows = run();
    if (shelf.size >= MAX_KEPT_READS) shelf.delete(shelf.keys().next().value as string);
    shelf.set(key, { stamp, rows });
    return rows;
  };
}
