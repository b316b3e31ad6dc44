import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HANDLERS } from '../../../server/operations';
import type { RunningServer } from '../../../server/start';
import { SEED_REPLIES } from '../../support/seed-replies';
import { AS_ADMIN, AS_USER, call, startTestServer } from '../../support/service';

type Operation = keyof typeof SEED_REPLIES;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Calls an operation, expects a 200, and reads the reply through its strict seed shape. */
async function strict(operation: Operation, body: object, headers = AS_USER) {
  const answer = await call(server, operation, body, headers);
  expect(answer.status, `${operation}: ${answer.text.slice(0, 200)}`).toBe(200);
  const reading = (SEED_REPLIES[operation] as z.ZodType).safeParse(answer.json);
  // One line per distinct problem (list indexes folded), so a missing field reads as one line.
  const problems = new Set(
    (reading.error?.issues ?? []).map(
      (issue) =>
        `${issue.path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.')}: ${issue.message}`,
    ),
  );
  expect([...problems], operation).toEqual([]);
  return answer.json;
}

describe('every reply read strictly against the seed shapes', () => {
  it('has a strict reading for every operation the service implements', () => {
    expect(Object.keys(SEED_REPLIES).sort()).toEqual(Object.keys(HANDLERS).sort());
  });

  it('feed, in every category, and getevents with and without annotations', async () => {
    const feed = await strict('feed', { requestOptions: { resultSize: 1000 } });
    const categories = new Set(feed.results.map((result: { category: string }) => result.category));
    expect([...categories].sort()).toEqual([
      'ANNOUNCEMENT',
      'COMPANY_RESOURCE',
      'DOCUMENT_SUGGESTION',
      'EVENT',
      'RECENT',
      'TRENDING_DOCUMENT',
    ]);
    await strict('feed', {});
    await strict('getevents', { ids: ['EV_1', 'EV_2', 'EV_404'], annotate: true });
    await strict('getevents', { ids: ['EV_3'] });
  });

  it('people, boards, drafts and documents', async () => {
    await strict(
      'peoplesuggestadmin',
      { categories: ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'] },
      AS_ADMIN,
    );
    await strict('listanswerboards', {});
    await strict('listanswerboards', { withAudience: true, withRoles: true });
    await strict('getdraftannouncement', { id: 201 }, AS_ADMIN);
    await strict('getdraftannouncement', { id: 999 }, AS_ADMIN);
    await strict('updatedraftannouncement', { draftId: 201, title: 'Strictly read' }, AS_ADMIN);
    const { documents } = await strict('getdocuments', {
      documentSpecs: [{ id: 'DOC_100' }, { url: `${server.url}/docs/DOC_101` }, { id: 'nope' }],
    });
    expect(documents.DOC_100.metadata.author.obfuscatedId).toMatch(/^p-/);
  });

  it('collections and their items, every write and its body errors', async () => {
    await strict('listcollections', {});
    await strict('getcollection', { id: 1, withItems: true });
    await strict('getcollection', { id: 1 });
    await strict('getcollection', { id: 999 });
    const created = await strict('createcollection', { name: 'Read strictly' });
    await strict('createcollection', { name: 'read STRICTLY' });
    const id = created.collection.id;
    const descriptors = [
      { url: 'https://example.com/strict', name: 'A link' },
      { documentId: 'DOC_100' },
      { itemType: 'TEXT', name: 'A note', icon: '📝' },
    ];
    const added = await strict('addcollectionitems', {
      collectionId: id,
      addedCollectionItemDescriptors: descriptors,
    });
    await strict('addcollectionitems', {
      collectionId: id,
      addedCollectionItemDescriptors: [descriptors[0]],
    });
    const [first, second] = added.collection.items;
    await strict('editcollectionitem', { collectionId: id, itemId: first.itemId, name: 'Renamed' });
    await strict('movecollectionitem', {
      collectionId: id,
      itemId: first.itemId,
      newNextItemId: '',
    });
    await strict('deletecollectionitem', { collectionId: id, itemId: second.itemId });
  });

  it('pins: create, list, read, edit and remove', async () => {
    const created = await strict('pin', { documentId: 'DOC_130', queries: ['strict shapes'] });
    await strict('listpins', {});
    await strict('getpin', { id: created.id });
    await strict('editpin', { id: created.id, queries: ['strictly'] });
    await strict('unpin', { id: created.id });
  });
});
