import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/open';
import { seedDemoData } from '../../../../server/demo/seed';
import type { RunningServer } from '../../../../server/start';
import { call, startTestServer } from '../../../support/service';

const TABLES = ['people', 'documents', 'collections', 'collection_items', 'pins', 'events'];
const NOW = Date.parse('2026-11-23T08:00:00Z');

function seeded(scale: number) {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, NOW, scale);
  return db;
}

function counts(db: ReturnType<typeof seeded>) {
  return Object.fromEntries(
    TABLES.map((table) => [
      table,
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  );
}

describe('--demo-scale', () => {
  it('multiplies people, documents, collections, items, pins and events by the scale', () => {
    const one = counts(seeded(1));
    const three = counts(seeded(3));
    for (const table of TABLES) expect(three[table], table).toBe((one[table] ?? 0) * 3);
  });

  it('is deterministic: the same scale gives the same data', () => {
    const dump = (db: ReturnType<typeof seeded>) =>
      db.prepare('SELECT id, author_id, popularity FROM documents ORDER BY id').all();
    expect(dump(seeded(3))).toEqual(dump(seeded(3)));
  });

  it("gives copies their own people: a person's own events and documents stay as many", () => {
    const own = (db: ReturnType<typeof seeded>) =>
      db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM event_attendees WHERE person_id = 'p-alex-morgan') AS events,
                  (SELECT COUNT(*) FROM documents WHERE author_id = 'p-alex-morgan') AS documents,
                  (SELECT COUNT(*) FROM documents WHERE author_id NOT IN (SELECT id FROM people)) AS orphans`,
        )
        .get();
    expect(own(seeded(4))).toEqual(own(seeded(1)));
    expect(own(seeded(4))).toMatchObject({ orphans: 0 });
  });
});

describe('the feed over scaled data', () => {
  let small: RunningServer;
  let large: RunningServer;
  beforeAll(async () => {
    small = await startTestServer({ now: () => NOW });
    large = await startTestServer({ now: () => NOW, demoScale: 5 });
  });
  afterAll(async () => {
    await small.close();
    await large.close();
  });

  it("keeps the caller's own categories and ranks trending over every copy", async () => {
    const body = {
      categories: ['EVENT', 'RECENT', 'TRENDING_DOCUMENT'],
      requestOptions: { resultSize: 500 },
    };
    const one = (await call(small, 'feed', body)).json;
    const five = (await call(large, 'feed', body)).json;
    const ids = (answer: typeof one, category: string) =>
      answer.results
        .filter((result: { category: string }) => result.category === category)
        .map((result: { primaryEntry: { entryId: string } }) => result.primaryEntry.entryId);
    expect(ids(five, 'EVENT')).toEqual(ids(one, 'EVENT'));
    expect(ids(five, 'RECENT')).toEqual(ids(one, 'RECENT'));
    const trending = five.results
      .filter((result: { category: string }) => result.category === 'TRENDING_DOCUMENT')
      .map(
        (result: { primaryEntry: { documentVisitorCount: { count: number } } }) =>
          result.primaryEntry.documentVisitorCount.count,
      );
    expect(trending.length).toBe(500 - ids(five, 'EVENT').length - ids(five, 'RECENT').length);
    expect(trending).toEqual([...trending].sort((a: number, b: number) => b - a));
  });
});
