import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';

let connected: ConnectedSession;
beforeAll(async () => {
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
});
afterAll(async () => {
  await connected?.close();
});

/**
 * Installed before any page script: notes every feed entry title ever put in the page, and how
 * many `storage.local` reads had answered when the first entry appeared. Plain text (a
 * transpiled function would carry helpers that do not exist in the page).
 */
const PROBE = `(() => {
  const probe = (window.__firstScreen = { titles: [], answeredAtFirstEntry: undefined });
  let answered = 0;
  const local = globalThis.chrome && chrome.storage && chrome.storage.local;
  if (local) {
    const get = local.get.bind(local);
    local.get = (...args) => {
      const answer = get(...args);
      answer.then(() => { answered++; }, () => { answered++; });
      return answer;
    };
  }
  new MutationObserver(() => {
    for (const title of document.querySelectorAll('.wk-entry__title')) {
      if (probe.answeredAtFirstEntry === undefined) probe.answeredAtFirstEntry = answered;
      if (!probe.titles.includes(title.textContent)) probe.titles.push(title.textContent);
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

interface Seen {
  titles: string[];
  answeredAtFirstEntry: number;
}

/**
 * The address the toolbar button opens now (the worker keeps it naming the connection), read
 * from a page that leaves the popup's copy alone (the options page forgets it when the
 * connection changes, which would hide what the address does).
 */
async function popupAddress(): Promise<string> {
  const page = await connected.session.openExtensionPage('collections.html');
  const address = await page.evaluate(() =>
    (
      globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
    ).chrome.action.getPopup({}),
  );
  await page.close();
  return address;
}

/** Opens `address` in a tab, waits for the opening's own work, and answers what the probe saw. */
async function open(address: string): Promise<Seen> {
  const page: Page = await connected.session.context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(address);
  await page.locator('.wk-entry').first().waitFor();
  // What the opening does by itself (every source it draws from read and drawn: the kept copy,
  // storage.local's, the service's answers; the copy kept for the next one) is done: the e2e
  // build marks it (components/first-screen/opening.ts). Nothing draws a feed after that.
  await page.locator('html[data-wk-opened]').waitFor({ state: 'attached' });
  const seen = (await page.evaluate(
    () => (window as unknown as { __firstScreen: Seen }).__firstScreen,
  )) as Seen;
  await page.close();
  return seen;
}

/** The feed the service has for `token`'s person, with more results than the popup asks for. */
async function feedOf(token: string) {
  const feed = await call(
    connected.server,
    'feed',
    { requestOptions: { resultSize: 100 } },
    { Authorization: `Bearer ${token}` },
  );
  return feed.json as { results: unknown[] };
}

test("the toolbar's popup names the connection, and a second opening draws from page storage", async () => {
  const address = await popupAddress();
  expect(address).toMatch(/\/popup\.html\?scope=[0-9a-f-]{36}$/);
  // The first opening has no copy yet: its first entry came after storage.local answered.
  const first = await open(address);
  expect(first.answeredAtFirstEntry).toBeGreaterThan(0);
  // The second draws the copy the first kept, before any storage.local read has answered.
  const second = await open(address);
  expect(second.answeredAtFirstEntry).toBe(0);
  expect(second.titles.length).toBeGreaterThan(0);
  const alexFeed = JSON.stringify(await feedOf(DEMO_TOKENS.user));
  expect(second.titles.every((title) => alexFeed.includes(JSON.stringify(title)))).toBe(true);
});

test("one person's kept first screen is never drawn for the next", async () => {
  // No options page is open while the connection changes (it would forget the copy itself).
  await (await connected.messenger()).close();
  const before = await popupAddress();
  const drawnForAlex = (await open(before)).titles; // Alex's screen is kept.
  // Changed from a page that does not forget the copy itself (the options page does): the
  // popup's new address alone keeps Alex's screen from being drawn for Sam.
  const sender = await connected.session.openExtensionPage('collections.html');
  const answer = (await sendFromPage(sender, 'saveConnection', {
    serviceUrl: connected.server.url,
    token: DEMO_TOKENS.admin,
  })) as { ok: boolean };
  await sender.close();
  expect(answer.ok).toBe(true);
  const after = await popupAddress();
  expect(after).not.toBe(before);
  // What Alex's popup drew that appears nowhere in Sam's feed (his calendar, for one).
  const samFeed = JSON.stringify(await feedOf(DEMO_TOKENS.admin));
  const alexOnly = drawnForAlex.filter((title) => !samFeed.includes(JSON.stringify(title)));
  expect(alexOnly.length).toBeGreaterThan(0);
  const seen = await open(after);
  expect(seen.titles.length).toBeGreaterThan(0);
  expect(seen.titles.filter((title) => alexOnly.includes(title))).toEqual([]);
});
