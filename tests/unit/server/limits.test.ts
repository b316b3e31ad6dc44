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

  test('a body full of ids is refused at once, and other callers are not held up', async () => {
    const ids = many(60_000, (i) => `event-${i}`);
    const started = performance.now();
    const [answer, other] = await Promise.all([
      call(server, 'getevents', { ids }),
      call(server, 'listpins', {}),
    ]);
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(400);
    expect(other.status).toBe(200);
    expect(elapsed).toBeLessThan(2000);
  });
});
