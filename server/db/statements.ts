import type { Database, Statement } from 'better-sqlite3';

/**
 * Most entries any one database keeps. The service's SQL is a fixed set of literals (about
 * fifty), so this is never reached in practice; it only bounds the cache should a caller ever
 * build SQL from data.
 */
const MAX_STATEMENTS = 256;

const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * The prepared statement for `sql` on `db`, prepared on first use and reused after: preparing
 * is SQLite parsing and planning the query, which cost a quarter of a feed's CPU when done on
 * every lookup. Keyed by the database, so a closed database's statements go with it.
 */
export function statement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
