import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATIONS, type OperationName, validate } from '../../../lib/shared/contract';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { type RunningServer, startServer } from '../../../server/start';
import { AS_ADMIN, AS_USER, call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const itemIds = async (collectionId: number) =>
  (
    (await call(server, 'getcollection', { id: collectionId, withItems: true })).json.collection
      .items as { itemId: string }[]
  ).map((item) => item.itemId);

describe('identity', () => {
  test.each([
    [{}, 401, 'bearer token is required'],
    [{ Authorization: 'Bearer nope' }, 401, 'Not authorized'],
    [{ Authorization: `Bearer ${DEMO_TOKENS.expired}` }, 401, 'Token expired'],
    [
      { Authorization: `Bearer ${DEMO_TOKENS.global}` },
      400,
      'Required header missing: X-Service-Actas',
    ],
    [
      { Authorization: `Bearer ${DEMO_TOKENS.global}`, 'X-Service-Actas': 'nobody@acme.example' },
      401,
      'Invalid identity',
    ],
    [{ Authorization: `Bearer ${DEMO_TOKENS.oauth}` }, 401, 'X-Service-Auth-Type: OAUTH'],
    [{ ...AS_USER, 'X-Service-Auth-Type': 'OAUTH' }, 401, 'not of auth type OAUTH'],
    // An identity provider's JWT, to a service started without --sso.
    [
      { Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln', 'X-Service-Auth-Type': 'OAUTH' },
      401,
      'does not accept identity-provider tokens (start it with --sso)',
    ],
    [{ Authorization: `Bearer ${DEMO_TOKENS.limited}` }, 403, 'Token lacks the PINS scope'],
  ])('%j is refused with %i', async (headers, status, text) => {
    const answer = await call(server, 'listpins', {}, headers as Record<string, string>);
    expect(answer.status).toBe(status);
    expect(answer.text).toContain(text);
  });

  test('a global token acts as the named person; an OAuth token with its header is accepted', async () => {
    const global = await call(
      server,
      'listpins',
      {},
      {
        Authorization: `Bearer ${DEMO_TOKENS.global}`,
        'X-Service-Actas': 'alex.morgan@acme.example',
      },
    );
    expect(global.status).toBe(200);
    const oauth = await call(
      server,
      'listpins',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.oauth}`, 'X-Service-Auth-Type': 'OAUTH' },
    );
    expect(oauth.status).toBe(200);
  });
});

describe('bad input', () => {
  test('malformed JSON, wrong types, unknown fields, unknown operations and other methods', async () => {
    expect((await call(server, 'pin', '{"documentId":')).text).toBe('Malformed JSON body');
    const wrongType = await call(server, 'movecollectionitem', {
      collectionId: 'one',
      itemId: 'a',
    });
    expect([wrongType.status, wrongType.text]).toEqual([
      400,
      'collectionId: expected number, got string',
    ]);
    const unknownField = await call(server, 'listpins', { everything: true });
    expect([unknownField.status, unknownField.text]).toEqual([
      400,
      '(body): unknown field everything',
    ]);
    expect((await call(server, 'search', {})).status).toBe(404);
    expect((await call(server, 'feed', undefined, AS_USER, 'GET')).status).toBe(405);
  });

  test('a body over 1 MiB is refused with 413', async () => {
    const answer = await call(server, 'pin', { documentId: 'x'.repeat(1024 * 1024 + 10) });
    expect(answer.status).toBe(413);
  });
});

describe('every answer parses with the contract', () => {
  const requests: [OperationName, unknown, Record<string, string>][] = [
    ['feed', {}, AS_USER],
    ['getevents', { ids: ['EV_4', 'EV_5'], annotate: true }, AS_USER],
    ['listanswerboards', { withAudience: true, withRoles: true }, AS_USER],
    ['listcollections', {}, AS_USER],
    ['getcollection', { id: 1, withItems: true }, AS_USER],
    [
      'getdocuments',
      { documentSpecs: [{ id: 'DOC_100' }, { url: 'https://elsewhere.example/' }] },
      AS_USER,
    ],
    ['listpins', {}, AS_USER],
    ['getpin', { id: 'pin-1' }, AS_USER],
    ['getdraftannouncement', { id: 205 }, AS_USER],
    ['peoplesuggestadmin', { categories: ['INVITE_NONUSERS', 'INVITE_INACTIVE_PROMO'] }, AS_ADMIN],
    ['pin', { documentId: 'DOC_101', queries: ['contract'] }, AS_USER],
    ['editpin', { id: 'pin-1', queries: ['deploy'] }, AS_USER],
    ['updatedraftannouncement', { draftId: 205, title: 'Weekly on-call' }, AS_USER],
    ['createcollection', { name: 'Contract check', description: 'x' }, AS_USER],
    [
      'addcollectionitems',
      {
        collectionId: 2,
        addedCollectionItemDescriptors: [{ url: 'https://a.example/', itemType: 'URL' }],
      },
      AS_USER,
    ],
    ['editcollectionitem', { collectionId: 2, itemId: 'item-8', name: 'Renamed' }, AS_USER],
    ['movecollectionitem', { collectionId: 2, itemId: 'item-8' }, AS_USER],
    ['deletecollectionitem', { collectionId: 2, itemId: 'item-9' }, AS_USER],
    ['unpin', { id: 'pin-1' }, AS_USER],
  ];
  test.each(requests)('%s', async (operation, body, headers) => {
    const answer = await call(server, operation, body, headers);
    expect(answer.status, answer.text).toBe(200);
    const parsed = validate(OPERATIONS[operation].response, answer.json);
    expect(parsed.success ? 'ok' : parsed.message).toBe('ok');
  });
});

describe('collections', () => {
  test('a move places the item before newNextItemId, or last when it is empty', async () => {
    const before = await itemIds(6);
    const [first, second, , last] = before as [string, string, string, string];
    await call(server, 'movecollectionitem', {
      collectionId: 6,
      itemId: last,
      newNextItemId: first,
    });
    expect((await itemIds(6))[0]).toBe(last);
    await call(server, 'movecollectionitem', {
      collectionId: 6,
      itemId: second,
      newNextItemId: '',
    });
    const after = await itemIds(6);
    expect(after.at(-1)).toBe(second);
    expect([...after].sort()).toEqual([...before].sort());
  });

  test('a move answers the collection with only mutable item properties', async () => {
    const [first] = await itemIds(6);
    const answer = await call(server, 'movecollectionitem', {
      collectionId: 6,
      itemId: first as string,
    });
    expect(Object.keys(answer.json.collection.items[0]).sort()).toEqual(
      ['collectionId', 'description', 'documentId', 'icon', 'itemId', 'itemType', 'name'].sort(),
    );
  });

  test('unknown collections and items are refused with a clear message', async () => {
    expect(
      (await call(server, 'movecollectionitem', { collectionId: 999, itemId: 'a' })).text,
    ).toBe('Collection 999 not found');
    expect(
      (await call(server, 'movecollectionitem', { collectionId: 6, itemId: 'nope' })).text,
    ).toBe('Item nope not found in collection 6');
    const [first] = await itemIds(6);
    const badNext = await call(server, 'movecollectionitem', {
      collectionId: 6,
      itemId: first as string,
      newNextItemId: 'nope',
    });
    expect([badNext.status, badNext.text]).toEqual([
      400,
      'newNextItemId: item nope is not in collection 6',
    ]);
  });

  test('fifty simultaneous moves leave a complete order without duplicates', async () => {
    const before = await itemIds(3);
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(server, 'movecollectionitem', {
          collectionId: 3,
          itemId: before[index % before.length] as string,
          newNextItemId: index % 3 === 0 ? '' : (before[(index * 7) % before.length] as string),
        }),
      ),
    );
    const after = await itemIds(3);
    expect(after).toHaveLength(before.length);
    expect(new Set(after).size).toBe(before.length);
  });

  test('delete removes exactly one item, and adding before its neighbour restores its place', async () => {
    const before = await itemIds(6);
    const removed = before[1] as string;
    await call(server, 'deletecollectionitem', { collectionId: 6, itemId: removed });
    expect(await itemIds(6)).toEqual(before.filter((id) => id !== removed));
    const added = await call(server, 'addcollectionitems', {
      collectionId: 6,
      addedCollectionItemDescriptors: [
        { url: 'https://restored.example/', itemType: 'URL', newNextItemId: before[2] },
      ],
    });
    const items = added.json.collection.items as { itemId: string; url?: string }[];
    expect(items[1]?.url).toBe('https://restored.example/');
  });

  test('the same page twice is EXISTING_ITEM in a 200', async () => {
    const body = {
      collectionId: 2,
      addedCollectionItemDescriptors: [{ url: 'https://twice.example/', itemType: 'URL' }],
    };
    await call(server, 'addcollectionitems', body);
    const again = await call(server, 'addcollectionitems', body);
    expect([again.status, again.json]).toEqual([200, { error: { errorType: 'EXISTING_ITEM' } }]);
  });

  test('permissions say the truth and are enforced', async () => {
    const { json } = await call(server, 'listcollections', {});
    const byId = new Map(
      (json.collections as { id: number; permissions: { write: { update: boolean } } }[]).map(
        (c) => [c.id, c],
      ),
    );
    expect(byId.get(1)?.permissions.write.update).toBe(false); // admin-locked
    expect(byId.get(4)?.permissions.write.update).toBe(false); // someone else's
    expect(byId.get(2)?.permissions.write.update).toBe(true);
    const locked = await call(server, 'movecollectionitem', { collectionId: 1, itemId: 'item-1' });
    expect([locked.status, locked.text]).toEqual([
      403,
      'Collection "Onboarding" is locked: only administrators can change it',
    ]);
    expect(
      (await call(server, 'movecollectionitem', { collectionId: 1, itemId: 'item-1' }, AS_ADMIN))
        .status,
    ).toBe(200);
  });

  test('a name already taken is NAME_EXISTS', async () => {
    const answer = await call(server, 'createcollection', { name: 'onboarding' });
    expect(answer.json).toEqual({ error: { errorCode: 'NAME_EXISTS' } });
  });
});

describe('pins', () => {
  test('pin records the caller; listpins lists it; someone else cannot unpin it', async () => {
    const created = await call(server, 'pin', {
      documentId: 'DOC_110',
      queries: [' release ', 'Release', 'ship'],
    });
    expect(created.json).toMatchObject({
      documentId: 'DOC_110',
      queries: ['release', 'ship'],
      attribution: { name: 'Alex Morgan' },
    });
    const list = await call(server, 'listpins', {});
    expect((list.json.pins as { id: string }[]).some((pin) => pin.id === created.json.id)).toBe(
      true,
    );
    expect((await call(server, 'unpin', { id: 'pin-2' })).status).toBe(403);
    expect((await call(server, 'pin', { documentId: 'DOC_NOPE', queries: ['x'] })).text).toBe(
      'documentId: no document DOC_NOPE',
    );
  });
});

describe('documents', () => {
  test('URLs are found despite trailing slashes, fragments and tracking parameters', async () => {
    const url = `${server.url}/docs/DOC_100/?utm_source=mail#top`;
    const answer = await call(server, 'getdocuments', {
      documentSpecs: [{ url }, { url: 'https://unknown.example/page' }],
    });
    expect(answer.json.documents[url]).toMatchObject({ id: 'DOC_100' });
    expect(answer.json.documents['https://unknown.example/page']).toEqual({
      error: 'Document not found: it is not indexed by this service',
    });
    const page = await fetch(`${server.url}/docs/DOC_100`);
    expect(await page.text()).toContain('<h1>');
  });
});

describe('drafts', () => {
  test('someone else draft and unknown ids are INVALID_ID; a draft is found by either id', async () => {
    expect((await call(server, 'getdraftannouncement', { id: 207 })).json).toEqual({
      error: { errorType: 'INVALID_ID' },
    });
    expect((await call(server, 'getdraftannouncement', { id: 9999 })).json).toEqual({
      error: { errorType: 'INVALID_ID' },
    });
    expect(
      (await call(server, 'getdraftannouncement', { id: 106 })).json.announcement.draftId,
    ).toBe(206);
  });

  test('an update is a patch, stamps who and when, and refuses viewUrl off the social feed', async () => {
    const answer = await call(server, 'updatedraftannouncement', {
      draftId: 206,
      title: 'Lunch and learn: zod',
    });
    expect(answer.json).toMatchObject({
      title: 'Lunch and learn: zod',
      emoji: '🍱',
      updatedBy: { name: 'Alex Morgan' },
    });
    const refused = await call(server, 'updatedraftannouncement', {
      draftId: 206,
      channel: 'MAIN',
      viewUrl: 'https://x.example',
    });
    expect([refused.status, refused.text]).toEqual([
      400,
      'viewUrl can only be sent with channel SOCIAL_FEED',
    ]);
    expect(
      (await call(server, 'updatedraftannouncement', { draftId: 207, title: 'x' })).status,
    ).toBe(404);
  });
});

describe('feed, events, boards, people', () => {
  test('the feed honours categories, resultSize and categoryToResultSize', async () => {
    const answer = await call(server, 'feed', {
      categories: ['ANNOUNCEMENT', 'TRENDING_DOCUMENT'],
      requestOptions: { resultSize: 5, categoryToResultSize: { ANNOUNCEMENT: { resultSize: 2 } } },
    });
    const categories = (answer.json.results as { category: string }[]).map(
      (result) => result.category,
    );
    expect(categories).toEqual([
      'ANNOUNCEMENT',
      'ANNOUNCEMENT',
      'TRENDING_DOCUMENT',
      'TRENDING_DOCUMENT',
      'TRENDING_DOCUMENT',
    ]);
    expect(answer.json.serverTimestamp).toBeTypeOf('number');
  });

  test('the datasource filter keeps only that datasource', async () => {
    const answer = await call(server, 'feed', {
      categories: ['TRENDING_DOCUMENT'],
      requestOptions: { resultSize: 10, datasourceFilter: ['jira'] },
    });
    const sources = (
      answer.json.results as { primaryEntry: { document: { datasource: string } } }[]
    ).map((r) => r.primaryEntry.document.datasource);
    expect(new Set(sources)).toEqual(new Set(['jira']));
  });

  test('a feed slower than timeoutMillis is a 408', async () => {
    server.setFaults({ latencyMs: 30 });
    const answer = await call(server, 'feed', { timeoutMillis: 5 });
    server.setFaults({});
    expect(answer.status).toBe(408);
  });

  test('events come back annotated; boards leave out audience and roles unless asked', async () => {
    const events = await call(server, 'getevents', { ids: ['EV_4', 'EV_404'], annotate: true });
    expect(events.json.events).toHaveLength(1);
    expect(
      events.json.events[0].primaryEntry.event.generatedAttachments[0].documents.length,
    ).toBeGreaterThan(0);
    const plain = await call(server, 'listanswerboards', {});
    expect(plain.json.boardResults[0].board).not.toHaveProperty('roles');
    expect(plain.json.boardResults[0].board).not.toHaveProperty('audienceFilters');
  });

  test('people to invite are for administrators only', async () => {
    expect(
      (await call(server, 'peoplesuggestadmin', { categories: ['INVITE_NONUSERS'] })).status,
    ).toBe(403);
    const answer = await call(
      server,
      'peoplesuggestadmin',
      { categories: ['INVITE_NONUSERS'] },
      AS_ADMIN,
    );
    expect(answer.json.suggestions[0].people.length).toBeGreaterThan(0);
    expect(answer.json.suggestions[0].people[0].metadata.email).toMatch(/@acme\.example$/);
  });
});

describe('the service as a whole', () => {
  test('data survives a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kb-'));
    const dbPath = join(folder, 'knowledge.db');
    try {
      const first = await startServer({ port: 0, dbPath, rateLimit: false });
      const pinned = await call(first, 'pin', { documentId: 'DOC_120', queries: ['persisted'] });
      await first.close();
      const second = await startServer({ port: 0, dbPath, rateLimit: false });
      const answer = await call(second, 'getpin', { id: pinned.json.id });
      await second.close();
      expect(answer.json.pin.queries).toEqual(['persisted']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('rate limits answer 429 with Retry-After', async () => {
    const limited = await startTestServer({ rateLimit: { feedPerSecond: 2, otherPerSecond: 30 } });
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await call(limited, 'feed', { requestOptions: { resultSize: 1 } }));
    await limited.close();
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  test('injected errors are deterministic from the seed', async () => {
    const statuses = async () => {
      server.setFaults({ errorRate: 0.5, seed: 42 });
      const seen = [];
      for (let i = 0; i < 10; i++) seen.push((await call(server, 'listpins', {})).status);
      server.setFaults({});
      return seen;
    };
    const first = await statuses();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await statuses()).toEqual(first);
  });
});
