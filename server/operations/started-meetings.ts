import type { Database } from 'better-sqlite3';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';

const MINUTE = 60_000;

/** The counter under which the service keeps when it started (epoch ms), for the demo meetings. */
const STARTED_AT = 'service_started_at';

/**
 * Notes when the service starts: the demo meetings (events with `starts_after_minutes`) are
 * that many minutes after it, on every start, so `npm start` shows the card and a reminder
 * within minutes even on a database seeded days ago.
 */
export function noteServiceStart(db: Database, now: number): void {
  db.prepare('INSERT OR REPLACE INTO counters (name, value) VALUES (?, ?)').run(STARTED_AT, now);
}

/** When the service started (epoch ms); 0 on a database no service started (tests' own). */
export function serviceStartedAt(db: Database): number {
  const row = statement(db, 'SELECT value FROM counters WHERE name = ?').get(STARTED_AT) as
    | { value: number }
    | undefined;
  return row?.value ?? 0;
}

/**
 * The ids of the caller's meetings timed from the service's start that have not ended, with
 * their starts (epoch ms). Few rows (the demo's three per copy of the company), found through
 * the caller's attendance.
 */
export function startedMeetings(ctx: RequestContext): { id: string; start: number }[] {
  const rows = statement(
    ctx.db,
    `SELECT events.id AS id, events.starts_after_minutes AS after, events.duration_minutes AS duration
     FROM event_attendees JOIN events ON events.id = event_attendees.event_id
     WHERE event_attendees.person_id = ? AND events.starts_after_minutes IS NOT NULL`,
  ).all(ctx.caller.person.id) as { id: string; after: number; duration: number }[];
  if (!rows.length) return [];
  const startedAt = serviceStartedAt(ctx.db);
  return rows
    .map((row) => ({
      id: row.id,
      start: startedAt + row.after * MINUTE,
      end: startedAt + (row.after + row.duration) * MINUTE,
    }))
    .filter((meeting) => meeting.end > ctx.now)
    .map(({ id, start }) => ({ id, start }));
}
