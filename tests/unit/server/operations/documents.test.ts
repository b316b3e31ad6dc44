import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../../server/start';
import { call, startTestServer } from '../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getdocuments keys are the caller own strings', () => {
  test('keys named like Object.prototype members come back as keys', async () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const answer = await call(server, 'getdocuments', {
      documentSpecs: [...keys.map((id) => ({ id })), { id: 'DOC_100' }],
    });
    expect(answer.status).toBe(200);
    // Parsed from the raw text: JSON.parse keeps "__proto__" as an own key.
    const documents = JSON.parse(answer.text).documents as object;
    expect(Object.keys(documents).sort()).toEqual([...keys, 'DOC_100'].sort());
    for (const key of keys) {
      expect(Object.getOwnPropertyDescriptor(documents, key)?.value).toEqual({
        error: 'Document not found: it is not indexed by this service',
      });
    }
  });
});

describe('a document carries its own collections and pins (one request per page)', () => {
  test('metadata.collections names the collections holding it, without items; metadata.pins its pins', async () => {
    const created = await call(server, 'createcollection', {
      name: 'Holds DOC_120',
      description: '',
    });
    const holder = created.json.collection.id as number;
    await call(server, 'addcollectionitems', {
      collectionId: holder,
      addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_120' }],
    });
    const pinned = await call(server, 'pin', { documentId: 'DOC_120', queries: ['own metadata'] });
    const answer = await call(server, 'getdocuments', {
      documentSpecs: [{ url: `${server.url}/docs/DOC_120` }, { id: 'DOC_121' }],
    });
    const own = answer.json.documents[`${server.url}/docs/DOC_120`].metadata;
    const holders = own.collections as { id: number; items?: unknown }[];
    expect(holders.map((collection) => collection.id)).toContain(holder);
    expect(holders.every((collection) => collection.items === undefined)).toBe(true);
    const pins = own.pins as { id: string; documentId: string; queries: string[] }[];
    expect(pins.find((pin) => pin.id === pinned.json.id)).toMatchObject({
      documentId: 'DOC_120',
      queries: ['own metadata'],
    });
    // Another document's lists are its own (empty lists are said, not left out).
    const other = answer.json.documents.DOC_121.metadata;
    expect(other.collections.map((c: { id: number }) => c.id)).not.toContain(holder);
    expect(Array.isArray(other.pins)).toBe(true);
  });
});
