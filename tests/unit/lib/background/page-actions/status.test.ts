import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import { buildPageStatus } from '../../../../../lib/background/page-actions/status';
import { statusIndex } from '../../../../../lib/background/page-actions/status-index';
import { createBackground } from '../../../../../lib/background/services';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { call } from '../../../../support/service';

const harness = connectionHarness();

/** The background over the reference service, counting the requests it sends. */
async function connectedBackground(token: string = DEMO_TOKENS.user) {
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token });
  const sent: string[] = [];
  const recording: typeof fetch = (input, init) => {
    sent.push(String(input).split('/').pop() ?? '');
    return fetch(input, init);
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

describe('page status from the per-connection index', () => {
  it('costs at most two requests with a warm index, whatever the number of collections, and follows the extension’s own writes', async () => {
    const ids = await createCollections(40, 'Index');
    const holder = ids[33] as number;
    await call(harness.server, 'addcollectionitems', {
      collectionId: holder,
      addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_150' }],
    });
    const { background, sent } = await connectedBackground();
    await background.refreshStatusIndex();
    expect(sent.filter((operation) => operation === 'getcollection').length).toBeGreaterThanOrEqual(
      40,
    );

    const measure = async () => {
      const before = sent.length;
      const status = await buildPageStatus(background.context, page('DOC_150'));
      return { status, requests: sent.slice(before) };
    };
    const warm = await measure();
    expect(warm.requests.length).toBeLessThanOrEqual(2);
    expect(warm.requests).not.toContain('getcollection');
    expect(warm.requests).not.toContain('listpins');
    const holding = warm.status.collections.filter((choice) => choice.containsTarget);
    expect(holding.map((choice) => choice.collection.id)).toEqual([holder]);

    // The extension's own writes, through the outbox, keep it current.
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
      request: { documentId: 'DOC_150', queries: ['index pin'] },
      label: 'Pin',
    });
    expect(pinned.state).toBe('done');
    const afterWrites = await measure();
    expect(afterWrites.requests.length).toBeLessThanOrEqual(2);
    expect(
      afterWrites.status.collections.filter((c) => c.containsTarget).map((c) => c.collection.id),
    ).toEqual(expect.arrayContaining([holder, other]));
    expect(afterWrites.status.pins.map((pin) => pin.queries)).toEqual([['index pin']]);

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
    expect(afterRemoval.requests.length).toBeLessThanOrEqual(2);
    expect(
      afterRemoval.status.collections.filter((c) => c.containsTarget).map((c) => c.collection.id),
    ).toEqual([holder]);
    expect(afterRemoval.status.pins).toEqual([]);
  });

  it('is never shown to another identity: a reconnect forgets it and the recent collections', async () => {
    const { background } = await connectedBackground();
    await background.refreshStatusIndex();
    await recentCollections.set([{ id: 1, name: 'Alex’s' }]);
    expect(await statusIndex.get()).not.toBeNull();
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    expect(await statusIndex.get()).toBeNull();
    expect(await recentCollections.get()).toEqual([]);
  });

  it('does not use an index read for another connection', async () => {
    const { background, sent } = await connectedBackground();
    await background.refreshStatusIndex();
    const stored = await statusIndex.get();
    // Another identity's index, left by an older version or a half-finished reconnect.
    await statusIndex.set({ ...(stored as NonNullable<typeof stored>), scope: 'someone-else' });
    const before = sent.length;
    await buildPageStatus(background.context, page('DOC_151'));
    expect(sent.slice(before)).toContain('listpins');
  });
});
