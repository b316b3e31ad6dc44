import BetterSqlite3, { type Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../../server/auth';
import { deriveReadIndexes, migrate } from '../../../../server/db/migrations';
import { openDatabase } from '../../../../server/db/open';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { seedDemoData } from '../../../../server/demo/seed';
import { startOfDay } from '../../../../server/operations/events';
import {
  MAX_KEPT_CALENDARS,
  upcomingEventIds,
} from '../../../../server/operations/upcoming-events';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const MINUTE = 60_000;

function watched(): Database {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, NOW, 1);
  return db;
}

/** A database the service did not open: nothing is kept, every answer is read afresh. */
function unwatched(): Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  seedDemoData(db, NOW, 1);
  return db;
}

function upcoming(db: Database, now: number, limit = 5, token: string = DEMO_TOKENS.user) {
  const caller = authenticate(db, { authorization: `Bearer ${token}` }, now);
  const ctx = { db, caller, origin: 'http://127.0.0.1:1', now };
  return upcomingEventIds(ctx, startOfDay(now, 0), limit);
}

describe("the caller's upcoming events, kept", () => {
  it('answers the same question from what it kept', () => {
    const db = watched();
    const first = upcoming(db, NOW);
    expect(first.length).toBeGreaterThan(0);
    expect(upcoming(db, NOW + MINUTE)).toBe(first);
  });

  it('answers as a fresh read does at every moment, forwards and backwards in time', () => {
    const kept = watched();
    const fresh = unwatched();
    const moments = Array.from({ length: 4 * 24 * 3 }, (_, i) => NOW + i * 15 * MINUTE);
    for (const now of [...moments, ...moments.reverse()])
      for (const limit of [1, 3, 50])
        expect(upcoming(kept, now, limit), `${new Date(now).toISOString()} ${limit}`).toEqual(
          upcoming(fresh, now, limit),
        );
  });

  it('sees an event written after an answer was kept at once', () => {
    const db = watched();
    const before = upcoming(db, NOW, 50);
    db.prepare(
      `INSERT INTO events (id, title, day_offset, start_minute, duration_minutes, location,
        description, conference_uri, organizer_id, attendees, related_documents)
       VALUES ('ev-new', 'New', 0, 600, 30, 'Here', '', NULL, 'p-alex-morgan',
        '[{"id":"p-alex-morgan","status":"ACCEPTED"}]', '[]')`,
    ).run();
    deriveReadIndexes(db);
    const after = upcoming(db, NOW, 50);
    expect(after).toContain('ev-new');
    expect(after).toHaveLength(before.length + 1);
  });

  it(`keeps at most ${MAX_KEPT_CALENDARS} answers`, () => {
    const db = watched();
    const first = upcoming(db, NOW, 1);
    for (let limit = 2; limit <= MAX_KEPT_CALENDARS + 1; limit++) upcoming(db, NOW, limit);
    // The first answer was the least recently used: it went, so it is read again.
    const again = upcoming(db, NOW, 1);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
