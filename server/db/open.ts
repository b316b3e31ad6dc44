import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';
import { watchTableWrites } from './table-writes';

/** Where the service keeps its data unless told otherwise. */
export const DEFAULT_DB_PATH = '.data/knowledge.db';

/**
 * Opens (creating if needed) the service's database and migrates it. WAL keeps committed
 * transactions safe when the process is killed mid-write and lets readers run during writes.
 */
export function openDatabase(path: string = DEFAULT_DB_PATH): { db: Database; isNew: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  const previousVersion = migrate(db);
  // Before any data is written, so the feed's kept entries see every write (feed-fragments.ts).
  watchTableWrites(db);
  return { db, isNew: previousVersion === 0 };
}
