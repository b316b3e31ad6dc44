import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { measureBundles } from '../../scripts/bench/bundle-size';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';

let connected: ConnectedSession;
beforeAll(async () => {
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
});
afterAll(async () => {
  await connected?.close();
});

/** The scripts an opening of the popup loads until it has drawn its feed and settled. */
async function scriptsOfAnOpening(): Promise<string[]> {
  const page = await connected.session.context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) loaded.push(pathname.slice(1));
  });
  await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  await page.locator('.wk-entry').first().waitFor();
  // What the opening does by itself after its first frame: the service's answers, this page's
  // status, a look at the outbox. Nobody clicks.
  await page.waitForTimeout(1_500);
  await page.close();
  return loaded;
}

test("an opening loads no script beyond those the popup's size budget counts", async () => {
  // The size proof counts the entry, its static imports and preloads (bundle-size.ts). Code an
  // opening fetches by itself right after its first paint is just as much its download, so
  // moving first-screen work into such a chunk must not slip past the budget.
  const popup = measureBundles(resolve('.output/chrome-mv3-e2e')).find(
    (entry) => entry.name === 'popup',
  );
  const counted = popup?.js.map((file) => file.file) ?? [];
  expect(counted.length).toBeGreaterThan(0);
  const empty = await scriptsOfAnOpening(); // the first opening: nothing kept yet
  const warm = await scriptsOfAnOpening();
  expect(warm.length).toBeGreaterThan(0);
  for (const loaded of [empty, warm]) {
    expect(loaded.filter((file) => !counted.includes(file))).toEqual([]);
  }
});
