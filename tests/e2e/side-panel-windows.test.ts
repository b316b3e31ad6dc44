import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { text } from './flows/helpers';
import { type BrowserSession, startBrowserSession } from './support/browsers';
import { launchChromiumDriver } from './support/chromium-driver';
import { launchFirefoxDriver } from './support/firefox-driver';
import {
  activeTabId,
  focusedWindow,
  openSidePanel,
  stripTitle,
  switchTo,
} from './support/side-panel';

declare const chrome: typeof import('wxt/browser').browser;

/** The title of a page of the reference service, as its tab shows it. */
async function titleOf(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
}

// Chromium: two windows, each with its own side panel; each follows its own window's tab.
describe('two windows in Chromium', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(() => launchChromiumDriver(), { connect: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  test('each window’s side panel follows its own window’s active tab', async () => {
    const url = (id: string) => `${session.server.url}/docs/${id}`;
    const first = await session.browser.openWebPage(url('DOC_140'));
    const firstWindow = await focusedWindow(session);
    const left = await openSidePanel(session, firstWindow);
    const other = await session.browser.evaluateInBackground(async (address) => {
      const created = await chrome.windows.create({ url: address, focused: true });
      return { windowId: created?.id ?? -1, tabId: created?.tabs?.[0]?.id ?? -1 };
    }, url('DOC_141'));
    const right = await openSidePanel(session, other.windowId);
    await expect.poll(() => stripTitle(left.page)).toBe(await titleOf(url('DOC_140')));
    await expect.poll(() => stripTitle(right.page)).toBe(await titleOf(url('DOC_141')));

    // A new tab in the first window: only the first window's panel follows it.
    const third = await session.browser.openWebPage(url('DOC_142'));
    await session.browser.evaluateInBackground(
      ([tabId, windowId]) => chrome.tabs.move(tabId, { windowId, index: -1 }),
      [third.tabId, firstWindow] as const,
    );
    await switchTo(session, third.tabId);
    await expect.poll(() => stripTitle(left.page)).toBe(await titleOf(url('DOC_142')));
    await switchTo(session, other.tabId);
    await switchTo(session, first.tabId);
    await expect.poll(() => stripTitle(left.page)).toBe(await titleOf(url('DOC_140')));
    expect(await stripTitle(right.page)).toBe(await titleOf(url('DOC_141')));
  });
});

// Firefox ESR with the optional `tabs` permission granted for real: Firefox answers its own
// permission prompt "Allow" (the pref below; a headless run cannot click it), after the side
// panel's button asked inside the person's key press. A host the e2e build has no permission
// for (`wk-intranet.test`, resolved to loopback by Firefox's own pref) is then shown too.
describe('following every tab in Firefox ESR', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(() =>
      launchFirefoxDriver({
        prefs: {
          'extensions.webextOptionalPermissionPrompts': false,
          'network.dns.localDomains': 'wk-intranet.test',
        },
      }),
    );
    const port = new URL(session.server.url).port;
    const saved = await session.send('saveConnection', {
      serviceUrl: session.server.url,
      token: DEMO_TOKENS.user,
    });
    expect(saved.ok).toBe(true);
    expect(port).toMatch(/^\d+$/);
  });
  afterAll(async () => {
    await session?.close();
  });

  test('a tab of another host is hidden until the person lets the panel follow every tab', async () => {
    const known = await session.browser.openWebPage(`${session.server.url}/docs/DOC_150`);
    const panel = await openSidePanel(session);
    const port = new URL(session.server.url).port;
    const intranet = `http://wk-intranet.test:${port}/docs/DOC_151`;
    await session.browser.openWebPage(intranet);
    await switchTo(session, await activeTabId(session));
    await panel.page.waitFor({ text: text('sidePanelNoAddress') });
    const granted = () =>
      session.browser.evaluateInBackground(
        () => chrome.permissions.contains({ permissions: ['tabs'] }),
        null,
      );
    expect(await granted()).toBe(false);
    await panel.page.click({ role: 'button', name: text('sidePanelFollowTabs') });
    await expect.poll(granted).toBe(true);
    await expect
      .poll(() => stripTitle(panel.page))
      .toBe(await titleOf(`${session.server.url}/docs/DOC_151`));
    await switchTo(session, known.tabId);
    await expect
      .poll(() => stripTitle(panel.page))
      .toBe(await titleOf(`${session.server.url}/docs/DOC_150`));
  });
});
