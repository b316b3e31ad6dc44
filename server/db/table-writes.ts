import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * The tables whose writes kept things must see: what the feed's entries are built from, and
 * the tokens and people that remembered callers are (auth-cache.ts).
 */
const WATCHED_TABLES = [
  'tokens',
  'people',
  'documents',
  'events',
  'announcements',
  'collections',
  'collection_items',
] as const;

/** A watched table. */
export type WatchedTable = (typeof WATCHED_TABLES)[number];

const counts = new WeakMap<Database, Map<string, number>>();

/**
 * Counts every row inserted, updated or deleted in the watched tables of `db`, from now on:
 * temporary triggers (this connection only, nothing written to the file) call back into the
 * process. A trigger that only SELECTs adds nothing to SQLite's change counts, so
 * `total_changes()` and `changes()` read as before. Call once, right after opening, outside
 * any transaction (a rolled-back transaction would take the triggers with it).
 */
export function watchTableWrites(db: Database): void {
  if (counts.has(db)) return;
  const written = new Map<string, number>(WATCHED_TABLES.map((table) => [table, 0]));
  db.function('table_written', { deterministic: false }, (table) => {
    written.set(table as string, (written.get(table as string) ?? 0) + 1);
    return null;
  });
  db.exec(
    WATCHED_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map(
        (event) =>
          `CREATE TEMP TRIGGER ${table}_${event.toLowerCase()}_watched AFTER ${event} ON main.${table}
           BEGIN SELECT table_written('${table}'); END;`,
      ),
    ).join('\n'),
  );
  counts.set(db, written);
}

/**
 * Stamps of tables: `stampOf(tables)` changes whenever a row of one of them was written on
 * this connection (since watchTableWrites) or anything was committed by another connection
 * (SQLite's data_version). Undefined when `db` is not watched.
 */
export function tableStamps(
  db: Database,
): ((tables: readonly WatchedTable[]) => string) | undefined {
  const written = counts.get(db);
  if (!written) return undefined;
  const dataVersion = statement(db, 'PRAGMA data_version').pluck().get() as number;
  return (tables) => `${dataVersion} ${tables.map((table) => written.get(table)).join(' ')}`;
}
