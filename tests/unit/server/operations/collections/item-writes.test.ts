import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../../../server/start';
import { call, startTestServer } from '../../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const collection = async (id: number) =>
  (await call(server, 'getcollection', { id, withItems: true })).json.collection as {
    itemCount?: number;
    items: { itemId: string; url?: string; documentId?: string }[];
  };

const add = (descriptors: object[]) =>
  call(server, 'addcollectionitems', {
    collectionId: 2,
    addedCollectionItemDescriptors: descriptors,
  });

describe('addcollectionitems is all or nothing', () => {
  test('an item already there refuses the whole request, and the next add works', async () => {
    await add([{ url: 'https://kept.example/', itemType: 'URL' }]);
    const before = await collection(2);
    const refused = await add([
      { url: 'https://new-one.example/', itemType: 'URL' },
      { url: 'https://kept.example/', itemType: 'URL' },
    ]);
    expect([refused.status, refused.json]).toEqual([
      200,
      { error: { errorType: 'EXISTING_ITEM' } },
    ]);
    expect(await collection(2)).toEqual(before);
    const next = await add([{ url: 'https://new-one.example/', itemType: 'URL' }]);
    expect(next.status).toBe(200);
    const items = (await collection(2)).items;
    expect(items.map((item) => item.itemId)).toEqual([
      ...before.items.map((item) => item.itemId),
      items.at(-1)?.itemId,
    ]);
    expect(new Set(items.map((item) => item.itemId)).size).toBe(items.length);
  });

  test('the same page or document twice in one request is EXISTING_ITEM with nothing saved', async () => {
    const before = await collection(2);
    for (const twice of [
      [{ url: 'https://twice-in-one.example/' }, { url: 'https://twice-in-one.example/' }],
      [{ documentId: 'DOC_105' }, { documentId: 'DOC_105' }],
    ]) {
      const refused = await add(twice);
      expect(refused.json).toEqual({ error: { errorType: 'EXISTING_ITEM' } });
    }
    expect(await collection(2)).toEqual(before);
  });

  test('a refusal of a later item (400) saves none of the earlier ones', async () => {
    const before = await collection(2);
    const refused = await add([
      { url: 'https://first-of-two.example/' },
      { documentId: 'DOC_NOPE' },
    ]);
    expect(refused.status).toBe(400);
    expect(await collection(2)).toEqual(before);
    expect((await add([{ url: 'https://first-of-two.example/' }])).status).toBe(200);
  });

  test('an empty documentId or url is no document or address (it was a 500 from the foreign key)', async () => {
    const answer = await add([{ documentId: '', url: '', name: 'A note' }]);
    expect(answer.status).toBe(200);
    const items = (await collection(2)).items as { name?: string; itemType?: string }[];
    expect(items.at(-1)).toMatchObject({ name: 'A note', itemType: 'TEXT' });
  });
});
