import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';

// Code passed to `evaluate` runs inside the extension, where `chrome` is the extension API.
declare const chrome: typeof import('wxt/browser').browser;

let running: ConnectedSession;

beforeAll(async () => {
  running = await startServiceAndExtension();
});
afterAll(() => running?.close());

// Finding 4 of issue 54: a content script of ours (here one injected for the test, not the
// panel's, so it holds whatever the panel's channel becomes) in a page whose renderer is
// compromised reads what the content script can. In Chromium the worker restricts
// `storage.local` to the extension's own pages (lib/background/storage-access.ts): the person's
// kept input, queue and cached reads stay out of its reach. Firefox allows this for
// `storage.session` only (docs/security.md).
test('a content script of ours reads no kept input, no queue and no cache from storage.local', async () => {
  const secrets = {
    keptInput: [{ target: 'draft:1', scope: 's', savedAt: Date.now(), value: 'KEPT-SECRET' }],
    outbox: [{ id: 'w1', label: 'OUTBOX-SECRET' }],
    'cache:feed': { fetchedAt: Date.now(), value: 'CACHE-SECRET' },
  };
  const page = await running.session.context.newPage();
  await page.goto(`${running.server.url}/docs/DOC_100`);
  const seen = await running.session.serviceWorker.evaluate(
    async ([url, stored]) => {
      // The worker itself (a trusted context) still reads and writes.
      await chrome.storage.local.set(stored);
      const own = Object.keys(await chrome.storage.local.get(null));
      const [tab] = await chrome.tabs.query({ url });
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab?.id ?? -1 },
        func: async () =>
          chrome.storage.local.get(null).then(
            (all) => `read: ${JSON.stringify(all)}`,
            (error: Error) => `refused: ${error.message}`,
          ),
      });
      return { own, fromContentScript: String(injection?.result) };
    },
    [page.url(), secrets] as const,
  );
  expect(seen.own).toEqual(expect.arrayContaining(Object.keys(secrets)));
  expect(seen.fromContentScript).toMatch(/^refused: /);
  for (const secret of ['KEPT-SECRET', 'OUTBOX-SECRET', 'CACHE-SECRET']) {
    expect(seen.fromContentScript).not.toContain(secret);
  }
  await page.close();
});
