import type { Database } from 'better-sqlite3';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { tableStamps } from '../db/table-writes';

const MINUTE = 60_000;

/**
 * Most answers kept per database: one per person, day and limit asked. A few hundred people
 * read their feed at once; a thousand keeps them warm and bounds memory (a list of ids each).
 */
export const MAX_KEPT_CALENDARS = 1000;

interface Kept {
  ids: string[];
  /** The moment it was read at (epoch ms): an earlier moment may still see events it did not. */
  readAt: number;
  /** The first moment one of the ids has ended and so leaves the answer (epoch ms). */
  validUntil: number;
}

const shelves = new WeakMap<Database, { stamp: string; entries: Map<string, Kept> }>();

function read(ctx: RequestContext, dayStart: number, limit: number): Kept {
  const rows = statement(
    ctx.db,
    `SELECT event_id, ends FROM person_events
     WHERE person_id = ? AND ? + ends * ${MINUTE} > ?
     ORDER BY day_offset, start_minute, event_rowid LIMIT ?`,
  )
    .raw()
    .all(ctx.caller.person.id, dayStart, ctx.now, limit) as [string, number][];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const [, ends] of rows) validUntil = Math.min(validUntil, dayStart + ends * MINUTE);
  return { ids: rows.map(([id]) => id), readAt: ctx.now, validUntil };
}

/**
 * The ids of the caller's events that have not ended, soonest first, at most `limit`. The
 * answer is kept per person, day and limit until the events table is written (person_events
 * is derived from it alone, by the seed right after writing events) or until one of its
 * events ends: time only ever takes events out of it, and the first to go is the one that
 * ends first. On a database that is not watched, it is read every time.
 */
export function upcomingEventIds(ctx: RequestContext, dayStart: number, limit: number): string[] {
  const stampOf = tableStamps(ctx.db);
  if (!stampOf) return read(ctx, dayStart, limit).ids;
  const stamp = stampOf(['events']);
  let shelf = shelves.get(ctx.db);
  if (!shelf) {
    shelf = { stamp, entries: new Map() };
    shelves.set(ctx.db, shelf);
  } else if (shelf.stamp !== stamp) {
    shelf.stamp = stamp;
    shelf.entries.clear();
  }
  const key = `${ctx.caller.person.id} ${dayStart} ${limit}`;
  let kept = shelf.entries.get(key);
  // Least recently used goes first: a hit moves to the back, a stale answer is read again.
  if (kept) shelf.entries.delete(key);
  if (!kept || ctx.now < kept.readAt || kept.validUntil <= ctx.now)
    kept = read(ctx, dayStart, limit);
  if (shelf.entries.size >= MAX_KEPT_CALENDARS)
    shelf.entries.delete(shelf.entries.keys().next().value as string);
  shelf.entries.set(key, kept);
  return kept.ids;
}
