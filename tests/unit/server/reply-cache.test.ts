import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { createReplyCache } from '../../../server/reply-cache';
import type { RunningServer } from '../../../server/start';
import { AS_ADMIN, AS_USER, call, startTestServer } from '../../support/service';

const NOW = Date.parse('2026-11-23T08:00:00.250Z');
let clock = NOW;
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const pinIds = async () =>
  ((await call(server, 'listpins', {})).json.pins as { id: string }[]).map((pin) => pin.id);

describe('replies of read operations kept between writes', () => {
  test('a write is seen by the very next read of the same request', async () => {
    const before = await pinIds();
    expect(await pinIds()).toEqual(before);
    const created = await call(server, 'pin', { documentId: 'DOC_120', queries: ['cache'] });
    expect(created.status).toBe(200);
    expect(await pinIds()).toEqual([...before, created.json.id].sort(byPinOrder(before)));
    expect(await pinIds()).toContain(created.json.id);
    expect((await call(server, 'unpin', { id: created.json.id })).status).toBe(200);
    expect(await pinIds()).toEqual(before);
  });

  test('a move is seen by the next getcollection', async () => {
    const read = async () =>
      (
        (await call(server, 'getcollection', { id: 3, withItems: true })).json.collection.items as {
          itemId: string;
        }[]
      ).map((item) => item.itemId);
    const order = await read();
    const first = order[0] as string;
    await call(server, 'movecollectionitem', { collectionId: 3, itemId: first, newNextItemId: '' });
    expect(await read()).toEqual([...order.slice(1), first]);
  });

  test('a write made by another connection to the file is seen too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reply-cache-'));
    const dbPath = join(dir, 'cache.db');
    const other = await startTestServer({ dbPath });
    try {
      const names = async () =>
        ((await call(other, 'listcollections', {})).json.collections as { name: string }[]).map(
          (collection) => collection.name,
        );
      const before = await names();
      const writer = new BetterSqlite3(dbPath);
      writer.prepare("UPDATE collections SET name = 'Renamed elsewhere' WHERE id = 1").run();
      writer.close();
      expect(await names()).not.toEqual(before);
      expect(await names()).toContain('Renamed elsewhere');
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('each caller gets their own reply', async () => {
    const user = await call(server, 'feed', { requestOptions: { resultSize: 3 } }, AS_USER);
    const admin = await call(server, 'feed', { requestOptions: { resultSize: 3 } }, AS_ADMIN);
    expect(user.json.trackingToken).not.toBe(admin.json.trackingToken);
  });

  test('a kept reply is not served once the second has turned', async () => {
    const stamp = async () => (await call(server, 'feed', {})).json.serverTimestamp as number;
    clock = NOW;
    const first = await stamp();
    expect(await stamp()).toBe(first);
    clock = NOW + 1000;
    expect(await stamp()).toBe(first + 1);
    clock = NOW;
  });

  test('a kept feed is still held to timeoutMillis', async () => {
    // 250 ms: room for the first (uncached) feed on a busy machine; the injected latency is
    // twice that, so the kept reply is late however fast the cache answers.
    expect((await call(server, 'feed', { timeoutMillis: 250 })).status).toBe(200);
    server.setFaults({ latencyMs: 500 });
    const late = await call(server, 'feed', { timeoutMillis: 250 });
    server.setFaults({});
    expect([late.status, late.text]).toEqual([408, 'Feed took longer than 250 ms']);
  });
});

describe('the cache itself', () => {
  const { db } = openDatabase(':memory:');
  db.exec('CREATE TABLE t (x)');
  const reply = (text: string) => ({ body: Buffer.from(text), timeoutMillis: undefined });

  test('keeps at most its entries and bytes, least recently used dropped first', () => {
    const cache = createReplyCache(db, 3, 10);
    for (const key of ['a', 'b', 'c']) cache.set(key, reply('12'), NOW);
    cache.get('a', NOW);
    cache.set('d', reply('12'), NOW);
    expect([cache.get('a', NOW), cache.get('b', NOW)].map(Boolean)).toEqual([true, false]);
    expect(cache.size()).toBe(3);
    cache.set('e', reply('123456789'), NOW);
    expect(cache.size()).toBe(1);
    cache.set('f', reply('x'.repeat(11)), NOW);
    expect(cache.get('f', NOW)).toBeUndefined();
  });

  test('any row written empties it, and so does the next second', () => {
    const cache = createReplyCache(db);
    cache.set('k', reply('v'), NOW);
    expect(cache.get('k', NOW + 500)?.body.toString()).toBe('v');
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(cache.get('k', NOW)).toBeUndefined();
    cache.set('k', reply('v'), NOW);
    expect(cache.get('k', NOW + 750)).toBeUndefined();
  });

  test('only operations that read are kept', () => {
    const cache = createReplyCache(db);
    expect((['feed', 'listpins', 'getcollection'] as const).every(cache.caches)).toBe(true);
    expect(
      (['pin', 'movecollectionitem', 'updatedraftannouncement'] as const).some(cache.caches),
    ).toBe(false);
  });
});

/** listpins' own order, so the expected list is compared as the service sorts it. */
function byPinOrder(before: string[]) {
  return (a: string, b: string) => {
    const ia = before.indexOf(a);
    const ib = before.indexOf(b);
    return (ia < 0 ? Number.MAX_SAFE_INTEGER : ia) - (ib < 0 ? Number.MAX_SAFE_INTEGER : ib);
  };
}
