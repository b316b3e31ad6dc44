import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../server/start';
import { call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const many = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));

describe('every list in a request is bounded', () => {
  test.each([
    ['getevents', { ids: many(101, (i) => `ev-${i}`) }, 'ids: at most 100 entries (got 101)'],
    [
      'getdocuments',
      { documentSpecs: many(101, (i) => ({ id: `DOC_${i}` })) },
      'documentSpecs: at most 100 entries (got 101)',
    ],
    [
      'addcollectionitems',
      {
        collectionId: 2,
        addedCollectionItemDescriptors: many(101, (i) => ({ url: `https://bulk.example/${i}` })),
      },
      'addedCollectionItemDescriptors: at most 100 entries (got 101)',
    ],
    [
      'pin',
      { documentId: 'DOC_100', queries: many(51, (i) => `q${i}`) },
      'queries: at most 50 entries (got 51)',
    ],
    [
      'pin',
      {
        documentId: 'DOC_100',
        queries: ['q'],
        audienceFilters: [
          { fieldName: 'department', values: many(201, (i) => ({ value: `${i}` })) },
        ],
      },
      'audienceFilters.0.values: at most 200 entries (got 201)',
    ],
    [
      'feed',
      {
        requestOptions: {
          resultSize: 1,
          categoryToResultSize: Object.fromEntries(many(51, (i) => [`C${i}`, { resultSize: 1 }])),
        },
      },
      'requestOptions.categoryToResultSize: at most 50 entries (got 51)',
    ],
  ])('%s over its bound is a 400 naming the field and the limit', async (operation, body, text) => {
    const answer = await call(server, operation, body);
    expect([answer.status, answer.text]).toEqual([400, text]);
  });

  test('a list at its bound is accepted', async () => {
    const answer = await call(server, 'getevents', { ids: many(100, (i) => `ev-${i}`) });
    expect(answer.status).toBe(200);
  });

  test('a refused bulk add saves nothing', async () => {
    const before = (await call(server, 'getcollection', { id: 2, withItems: true })).json;
    await call(server, 'addcollectionitems', {
      collectionId: 2,
      addedCollectionItemDescriptors: many(101, (i) => ({ url: `https://bulk2.example/${i}` })),
    });
    expect((await call(server, 'getcollection', { id: 2, withItems: true })).json).toEqual(before);
  });

  test('a body full of ids is refused by its bound, and another caller is answered', async () => {
    // Refused by the count (the sentence names it), not after reading 60,000 events: the work
    // is the bound's check. How long it takes is a benchmark's figure, not this test's.
    const ids = many(60_000, (i) => `event-${i}`);
    const [answer, other] = await Promise.all([
      call(server, 'getevents', { ids }),
      call(server, 'listpins', {}),
    ]);
    expect([answer.status, answer.text]).toEqual([400, 'ids: at most 100 entries (got 60000)']);
    expect(other.status).toBe(200);
  });
});
