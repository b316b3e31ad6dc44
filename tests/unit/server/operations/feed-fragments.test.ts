import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../../../server/auth';
import { migrate } from '../../../../server/db/migrations';
import { openDatabase } from '../../../../server/db/open';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { seedDemoData } from '../../../../server/demo/seed';
import { jsonBody } from '../../../../server/json-text';
import { movecollectionitem } from '../../../../server/operations/collections/item-writes';
import { feed } from '../../../../server/operations/feed';
import { pin } from '../../../../server/operations/pins';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const ORIGIN = 'http://127.0.0.1:1';
const EVERYTHING = { requestOptions: { resultSize: 1000 } };

function context(db: Database, token: string) {
  const caller = authenticate(db, { authorization: `Bearer ${token}` }, NOW);
  return { db, caller, origin: ORIGIN, now: NOW, receivedAt: Date.now() };
}

function feedOf(db: Database, token: string, request: object = EVERYTHING) {
  const answer = db.transaction(() => feed(context(db, token), request as never))();
  return { answer, text: jsonBody(answer).toString() };
}

/** A database the service did not open: no writes are watched, so every entry is built afresh. */
function unwatched(): Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  seedDemoData(db, NOW, 1);
  return db;
}

const watched = openDatabase(':memory:').db;
seedDemoData(watched, NOW, 1);
const fresh = unwatched();

describe('the feed built from kept entries', () => {
  const requests = [
    EVERYTHING,
    { requestOptions: { resultSize: 20 } },
    { categories: ['COMPANY_RESOURCE', 'TRENDING_DOCUMENT'], requestOptions: { resultSize: 7 } },
    { requestOptions: { resultSize: 50, timezoneOffset: 330, datasourceFilter: ['gdrive'] } },
  ];
  for (const [who, token] of [
    ['an employee', DEMO_TOKENS.user],
    ['an administrator', DEMO_TOKENS.admin],
  ] as const) {
    it(`sends ${who} exactly JSON.stringify of the answer, the same as built afresh, twice`, () => {
      for (const request of requests) {
        const first = feedOf(watched, token, request);
        const again = feedOf(watched, token, request);
        expect(first.text).toBe(JSON.stringify(first.answer));
        expect(again.text).toBe(first.text);
        expect(again.answer).toEqual(first.answer);
        expect(first.text).toBe(feedOf(fresh, token, request).text);
      }
    });
  }

  it('keeps its entries through writes to tables they are not built from (a pin)', () => {
    const before = feedOf(watched, DEMO_TOKENS.user).answer.results ?? [];
    const ctx = context(watched, DEMO_TOKENS.admin);
    watched.transaction(() =>
      pin(ctx, { documentId: 'DOC_130', queries: ['kept entries'] } as never),
    )();
    const after = feedOf(watched, DEMO_TOKENS.user).answer.results ?? [];
    expect(after.length).toBe(before.length);
    for (const [index, result] of after.entries()) expect(result).toBe(before[index]);
  });

  it('shows an announcement written in place in the very next feed', () => {
    const id = (feedOf(watched, DEMO_TOKENS.user).answer.results ?? []).find(
      (result) => result.category === 'ANNOUNCEMENT',
    )?.primaryEntry.announcement?.id;
    expect(id).toBeDefined();
    const fields = watched.prepare('SELECT fields FROM announcements WHERE id = ?').pluck();
    const changed = { ...JSON.parse(fields.get(id) as string), title: 'Written just now' };
    watched
      .prepare('UPDATE announcements SET fields = ? WHERE id = ?')
      .run(JSON.stringify(changed), id);
    const entry = (feedOf(watched, DEMO_TOKENS.user).answer.results ?? []).find(
      (result) => result.primaryEntry.announcement?.id === id,
    );
    expect(entry?.primaryEntry.title).toBe('Written just now');
  });

  it('shows a collection item moved by the service in the very next feed', () => {
    const request = { categories: ['COMPANY_RESOURCE'], requestOptions: { resultSize: 1 } };
    const itemsOf = () =>
      feedOf(
        watched,
        DEMO_TOKENS.admin,
        request,
      ).answer.results?.[0]?.primaryEntry.collection?.items?.map((item) => item.itemId) ?? [];
    const before = itemsOf();
    expect(before.length).toBeGreaterThan(1);
    const [first, second] = before as [string, string];
    const ctx = context(watched, DEMO_TOKENS.admin);
    const collectionId = (feedOf(watched, DEMO_TOKENS.admin, request).answer.results ?? [])[0]
      ?.primaryEntry.collection?.id;
    watched.transaction(() =>
      movecollectionitem(ctx, { collectionId, itemId: second, newNextItemId: first } as never),
    )();
    expect(itemsOf().slice(0, 2)).toEqual([second, first]);
  });

  it('forgets a kept run of entries when a table its entries are built from is written, though its picks stay', () => {
    // The company resources are picked from collections alone; their entries show the items.
    const request = { categories: ['COMPANY_RESOURCE'], requestOptions: { resultSize: 1 } };
    const firstItem = () =>
      feedOf(watched, DEMO_TOKENS.user, request).answer.results?.[0]?.primaryEntry.collection
        ?.items?.[0];
    const item = firstItem();
    expect(item?.itemId).toBeDefined();
    watched
      .prepare('UPDATE collection_items SET name = ? WHERE item_id = ?')
      .run('Renamed in place', item?.itemId);
    expect(firstItem()?.name).toBe('Renamed in place');
    const text = feedOf(watched, DEMO_TOKENS.user, request).text;
    expect(text).toContain('"name":"Renamed in place"');
  });

  describe('on a file another connection writes to', () => {
    const directory = mkdtempSync(join(tmpdir(), 'feed-fragments-'));
    const path = join(directory, 'knowledge.db');
    const service = openDatabase(path).db;
    seedDemoData(service, NOW, 1);
    const other = new BetterSqlite3(path);
    afterAll(() => {
      service.close();
      other.close();
      rmSync(directory, { recursive: true, force: true });
    });

    it('shows that connection’s write in the very next feed', () => {
      const title = () =>
        (feedOf(service, DEMO_TOKENS.user).answer.results ?? []).find(
          (result) => result.category === 'TRENDING_DOCUMENT',
        )?.primaryEntry.title;
      const before = title();
      expect(before).toBeDefined();
      other
        .prepare('UPDATE documents SET title = ? WHERE title = ?')
        .run('Retitled elsewhere', before);
      expect(title()).toBe('Retitled elsewhere');
    });
  });
});
