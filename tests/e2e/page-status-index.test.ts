import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';
import { type RecordingProxy, startRecordingProxy } from './support/recording-proxy';

// The worker's own extension API, as code evaluated inside it sees it.
declare const chrome: typeof import('wxt/browser').browser;

let connected: ConnectedSession;
let proxy: RecordingProxy;

/** Calls the reference service directly (not through the proxy), as Alex. */
async function api(operation: string, body: unknown): Promise<Record<string, never>> {
  const response = await fetch(`${connected.server.url}/rest/api/v1/${operation}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_TOKENS.user}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, never>;
}

interface StatusAnswer {
  ok: boolean;
  value: { collections: { collection: { id: number }; containsTarget: boolean }[] };
}

const COLLECTIONS = 50;
let holder = 0;

beforeAll(async () => {
  connected = await startServiceAndExtension({ connect: false });
  proxy = await startRecordingProxy(connected.server.url);
  const ids: number[] = [];
  for (let index = 0; index < COLLECTIONS; index++) {
    const answer = await api('createcollection', { name: `Index e2e ${index}`, description: '' });
    ids.push((answer.collection as unknown as { id: number }).id);
  }
  holder = ids[41] as number;
  await api('addcollectionitems', {
    collectionId: holder,
    addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_150' }],
  });
  const saved = (await sendFromPage(await connected.messenger(), 'saveConnection', {
    serviceUrl: proxy.url,
    token: DEMO_TOKENS.user,
  })) as { ok: boolean };
  expect(saved.ok).toBe(true);
});

afterAll(async () => {
  await connected?.close();
  await proxy?.close();
});

describe('page status with a warm index', () => {
  it(`asks the service at most twice per page status, with ${COLLECTIONS} collections`, async () => {
    const page = await connected.session.context.newPage();
    await page.goto(`${proxy.url}/docs/DOC_150`);
    const tabId = await connected.session.serviceWorker.evaluate(async (address) => {
      const tabs = await chrome.tabs.query({ url: address });
      return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
    }, page.url());
    const messenger = await connected.messenger();

    // The first status is read without the index and starts reading it in the background.
    const cold = (await sendFromPage(messenger, 'pageStatus', { tabId })) as StatusAnswer;
    expect(cold.ok).toBe(true);
    await expect
      .poll(
        () =>
          connected.session.serviceWorker.evaluate(async () => {
            const stored = (await chrome.storage.local.get('pageStatusIndex')).pageStatusIndex as
              | { collections: Record<string, unknown> }
              | undefined;
            return Object.keys(stored?.collections ?? {}).length;
          }),
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(COLLECTIONS);

    for (let round = 0; round < 3; round++) {
      const before = proxy.operations.length;
      const warm = (await sendFromPage(messenger, 'pageStatus', { tabId })) as StatusAnswer;
      const requests = proxy.operations.slice(before);
      expect(warm.ok).toBe(true);
      expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(2);
      expect([...requests].sort()).toEqual(['getdocuments', 'listcollections']);
      expect(warm.value.collections.length).toBeGreaterThanOrEqual(COLLECTIONS);
      const holding = warm.value.collections.filter((choice) => choice.containsTarget);
      expect(holding.map((choice) => choice.collection.id)).toEqual([holder]);
    }
    await page.close();
  });
});
