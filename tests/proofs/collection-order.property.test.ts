import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiClient, createApiClient } from '../../lib/background/api/client';
import { planMove, planRemoval, restoreItem } from '../../lib/ui/collections/order';
import { DEMO_TOKENS } from '../../server/demo/identities';
import type { RunningServer } from '../../server/start';
import { applyMoveRequest } from '../support/collection-order';
import { startTestServer } from '../support/service';

// "Platform team": owned by Alex and shared for editing, so the employee token may reorder it.
const COLLECTION_ID = 3;

let server: RunningServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({
    baseUrl: server.url,
    credentials: { token: DEMO_TOKENS.user },
  });
});
afterAll(() => server.close());

async function serviceOrder(): Promise<string[]> {
  const { collection } = await client.getcollection({ id: COLLECTION_ID, withItems: true });
  return (collection?.items ?? []).map((item) => item.itemId as string);
}

/** A move as fast-check draws it: which item (by position) and where to, both wrapped to the list. */
const movesArbitrary = fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 15 });

describe('local order = the reference service’s order', () => {
  test('for any sequence of moves, planned locally and sent in order', async () => {
    await fc.assert(
      fc.asyncProperty(movesArbitrary, async (moves) => {
        // Each run starts from whatever order the previous run left: read it back.
        let local = await serviceOrder();
        const size = local.length;
        expect(size).toBeGreaterThan(2);
        for (const [which, where] of moves) {
          const itemId = local[which % size] as string;
          const toIndex = where % size;
          const plan = planMove(local, itemId, toIndex);
          if (!plan) {
            expect(local.indexOf(itemId)).toBe(toIndex);
            continue;
          }
          expect(plan.order.indexOf(itemId)).toBe(toIndex);
          await client.movecollectionitem({
            collectionId: COLLECTION_ID,
            itemId,
            newNextItemId: plan.newNextItemId,
          });
          local = plan.order;
        }
        expect(await serviceOrder()).toEqual(local);
      }),
      { numRuns: 25 },
    );
  });

  test('a removal undone with addcollectionitems comes back at the same place', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), async (which) => {
        const before = await serviceOrder();
        const { collection } = await client.getcollection({ id: COLLECTION_ID, withItems: true });
        const item = collection?.items?.[which % before.length];
        const itemId = item?.itemId as string;
        const removal = planRemoval(before, itemId);
        if (!removal || !item?.documentId) throw new Error('the demo items are documents');
        await client.deletecollectionitem({
          collectionId: COLLECTION_ID,
          itemId,
          documentId: item.documentId,
        });
        expect(await serviceOrder()).toEqual(removal.order);
        const answer = await client.addcollectionitems({
          collectionId: COLLECTION_ID,
          addedCollectionItemDescriptors: [
            {
              name: item.name,
              documentId: item.documentId,
              itemType: 'DOCUMENT',
              ...(removal.nextItemId ? { newNextItemId: removal.nextItemId } : {}),
            },
          ],
        });
        const after = (answer.collection?.items ?? []).map((entry) => entry.itemId as string);
        const newId = after.find((id) => !before.includes(id)) as string;
        // The restored item has a new id; in its place, the order is the one before.
        expect(after).toEqual(restoreItem(removal.order, newId, removal.nextItemId, removal.index));
        expect(after.map((id) => (id === newId ? itemId : id))).toEqual(before);
      }),
      { numRuns: 10 },
    );
  });
});

describe('the planned newNextItemId reproduces the planned order (pure, many runs)', () => {
  test('applying the request the service’s way gives the local order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: -3, max: 20 }),
        (order, which, toIndex) => {
          const itemId = order[which % order.length] as string;
          const plan = planMove(order, itemId, toIndex);
          if (!plan) return;
          expect(applyMoveRequest(order, itemId, plan.newNextItemId)).toEqual(plan.order);
          expect([...plan.order].sort()).toEqual([...order].sort());
        },
      ),
      { numRuns: 500 },
    );
  });
});
