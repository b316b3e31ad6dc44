import { describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { collectionChoices } from '../../../../../lib/background/page-actions/collection-choices';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import { MAX_COLLECTIONS_CHECKED } from '../../../../../lib/background/page-actions/recent-membership';
import { buildPageStatus } from '../../../../../lib/background/page-actions/status';
import { createBackground } from '../../../../../lib/background/services';
import { readCacheEnvelope } from '../../../../../lib/shared/storage/cache';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { call } from '../../../../support/service';

const harness = connectionHarness();

/**
 * The background over the reference service, counting the requests it sends. `older` plays a
 * service that leaves a document's own collections and pins out of its metadata.
 */
async function connectedBackground(token: string = DEMO_TOKENS.user, older = false) {
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token });
  const sent: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const operation = String(input).split('/').pop() ?? '';
    sent.push(operation);
    const response = await fetch(input, init);
    if (!older || operation !== 'getdocuments') return response;
    const body = await response.json();
    for (const document of Object.values(body.documents ?? {}) as { metadata?: object }[]) {
      if (document.metadata) {
        const { collections: _c, pins: _p, ...rest } = document.metadata as Record<string, unknown>;
        document.metadata = rest;
      }
    }
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: response.headers,
    });
  };
  return { background: createBackground({ fetch: recording }), sent };
}

async function createCollections(count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await call(harness.server, 'createcollection', {
      name: `${prefix} ${index}`,
      description: '',
    });
    ids.push(answer.json.collection.id as number);
  }
  return ids;
}

const page = (documentId: string) => ({
  url: `${harness.server.url}/docs/${documentId}`,
  title: documentId,
  kind: 'page' as const,
});

describe('a page status from the page’s own document', () => {
  it('is one request whatever the number of collections, and follows the extension’s own writes', async () => {
    const ids = await createCollections(40, 'Status');
    const holder = ids[33] as number;
    await call(harness.server, 'addcollectionitems', {
      collectionId: holder,
      addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_150' }],
    });
    const { background, sent } = await connectedBackground();
    const measure = async () => {
      const before = sent.length;
      const status = await buildPageStatus(background.context, page('DOC_150'));
      return { status, requests: sent.slice(before) };
    };
    const first = await measure();
    expect(first.requests).toEqual(['getdocuments']);
    expect(first.status.holders.map((holding) => holding.id)).toEqual([holder]);
    expect(first.status.checked).toBe('all');
    expect(first.status.pins).toEqual([]);

    const other = ids[5] as number;
    const added = await background.context.enqueue({
      operation: 'addcollectionitems',
      request: {
        collectionId: other,
        addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_150' }],
      },
      label: 'Add',
    });
    expect(added.state).toBe('done');
    const pinned = await background.context.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_150', queries: ['status pin'] },
      label: 'Pin',
    });
    expect(pinned.state).toBe('done');
    const afterWrites = await measure();
    expect(afterWrites.requests).toEqual(['getdocuments']);
    expect(afterWrites.status.holders.map((holding) => holding.id).sort()).toEqual(
      [holder, other].sort(),
    );
    const pins = afterWrites.status.pins;
    expect(pins !== 'unknown' && pins.map((pin) => pin.queries)).toEqual([['status pin']]);

    const itemId = (
      await call(harness.server, 'getcollection', { id: other, withItems: true })
    ).json.collection.items.find((item: { documentId?: string }) => item.documentId === 'DOC_150')
      .itemId as string;
    await background.context.enqueue({
      operation: 'deletecollectionitem',
      request: { collectionId: other, itemId },
      label: 'Remove',
    });
    await background.context.enqueue({
      operation: 'unpin',
      request: { id: (pinned.result as { id: string }).id },
      label: 'Unpin',
    });
    const afterRemoval = await measure();
    expect(afterRemoval.requests).toEqual(['getdocuments']);
    expect(afterRemoval.status.holders.map((holding) => holding.id)).toEqual([holder]);
    expect(afterRemoval.status.pins).toEqual([]);
  });

  it('with a service that leaves them out: one request, pins and membership not known; the picker checks the 12 recently used', async () => {
    const ids = await createCollections(20, 'Older');
    const holder = ids[3] as number;
    const unchecked = ids[19] as number;
    for (const collectionId of [holder, unchecked]) {
      await call(harness.server, 'addcollectionitems', {
        collectionId,
        addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_152' }],
      });
    }
    const { background, sent } = await connectedBackground(DEMO_TOKENS.user, true);
    await recentCollections.set(ids.slice(0, 15).map((id) => ({ id, name: `#${id}` })));
    let before = sent.length;
    const target = page('DOC_152');
    const status = await buildPageStatus(background.context, target);
    expect(sent.slice(before)).toEqual(['getdocuments']);
    expect(status.pins).toBe('unknown');
    expect(status.checked).toBe('unknown');
    expect(status.holders).toEqual([]);

    // Where the person chooses a collection: the list, and the recently used ones checked.
    before = sent.length;
    const list = await collectionChoices(background.context, false, {
      target,
      document: status.document,
    });
    const requests = sent.slice(before);
    expect(MAX_COLLECTIONS_CHECKED).toBe(12);
    expect(list.membership?.checked.map((each) => each.id)).toEqual(ids.slice(0, 12));
    expect(list.membership?.holders.map((each) => each.id)).toEqual([holder]);
    // The 20th collection holds it too, but was not checked: nothing says it does not.
    expect(list.membership?.checked.map((each) => each.id)).not.toContain(unchecked);
    expect(requests.filter((operation) => operation === 'getcollection')).toHaveLength(12);
    expect(requests.filter((operation) => operation === 'listcollections')).toHaveLength(1);
    expect(requests).not.toContain('listpins');
  });

  it('an unindexed page: one request, membership not known, no collection read', async () => {
    const ids = await createCollections(14, 'Unindexed');
    const { background, sent } = await connectedBackground();
    await recentCollections.set(ids.map((id) => ({ id, name: `#${id}` })));
    const before = sent.length;
    const status = await buildPageStatus(background.context, {
      url: `${harness.server.url}/nowhere/known`,
      title: 'Nowhere',
      kind: 'page',
    });
    expect(sent.slice(before)).toEqual(['getdocuments']);
    expect(status).toMatchObject({ document: null, pins: [], holders: [], checked: 'unknown' });
  });

  it('is never shown to another identity: a reconnect forgets the recent collections and the kept list', async () => {
    const { background } = await connectedBackground();
    await background.context.read({ kind: 'collections' });
    await recentCollections.set([{ id: 1, name: 'Alex’s' }]);
    // The kept copy (written 250 ms after the answer), waited for itself rather than slept on.
    await vi.waitFor(
      async () => expect(await readCacheEnvelope({ kind: 'collections' })).not.toBeNull(),
      { timeout: 5_000, interval: 20 },
    );
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    expect(await recentCollections.get()).toEqual([]);
    expect(await readCacheEnvelope({ kind: 'collections' })).toBeNull();
  });
});
