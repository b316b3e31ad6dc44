import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { text } from './flows/helpers';
import { BROWSERS, type BrowserSession } from './support/browsers';
import type { DriverPage } from './support/driver';
import type { FirefoxDriver } from './support/firefox-driver';
import type { RecordingProxy } from './support/recording-proxy';
import {
  activeTabId,
  openSidePanel,
  type SidePanel,
  startBehindProxy,
  stripTitle,
  switchTo,
} from './support/side-panel';
import { firefoxWindow } from './support/side-panel-firefox';

declare const chrome: typeof import('wxt/browser').browser;

/** A browser page no extension may read without the `tabs` permission. */
const BROWSER_PAGE = { Chromium: 'chrome://version/', 'Firefox ESR': 'about:robots' } as const;

// The strip in front of tabs it cannot read, and what following tabs costs: the extension talks
// to the service through a recording proxy (support/recording-proxy.ts).
describe.each(BROWSERS)('the side panel’s strip across tabs in $name', ({ name, launch }) => {
  let session: BrowserSession;
  let proxy: RecordingProxy;
  let panel: SidePanel;
  const tabs: { page: DriverPage; tabId: number; title: string }[] = [];

  beforeAll(async () => {
    ({ session, proxy } = await startBehindProxy(launch));
    for (const id of ['DOC_130', 'DOC_131']) {
      const tab = await session.browser.openWebPage(`${proxy.url}/docs/${id}`);
      tabs.push({ ...tab, title: await tab.page.evaluate(() => document.title, null) });
    }
    panel = await openSidePanel(session);
  });
  afterAll(async () => {
    await session?.close();
    await proxy?.close();
  });

  /**
   * Asks the worker for a read it never keeps (a draft) and waits until the proxy has it; answers
   * the log's length after it: a point to count from. It does not fence what is still on its way
   * (the worker's other requests may be asked later, or take another connection): the switches
   * wait for their own answers instead (switchAndAnswer).
   */
  const markerRequest = async () => {
    const from = proxy.operations.length;
    const answer = await session.send('read', { kind: 'draft', id: 206 });
    expect(answer.ok).toBe(true);
    await expect
      .poll(() => proxy.operations.slice(from), { timeout: 10_000 })
      .toContain('getdraftannouncement');
    return proxy.operations.lastIndexOf('getdraftannouncement') + 1;
  };

  /**
   * Switches to `tab` and waits until the panel's question about it is answered: the strip shows
   * its page and asks no more (the e2e build's `data-wk-asking`). The worker answers a page's
   * status after any request behind it, which the proxy records when it arrives: by then, a
   * request the switch caused is in its log. The title alone may be drawn from before.
   */
  const switchAndAnswer = async (tab: (typeof tabs)[number]) => {
    await switchTo(session, tab.tabId);
    await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(tab.title);
    await expect.poll(() => panel.page.count({ css: '.wk-strip[data-wk-asking]' })).toBe(0);
  };

  test('switching back and forth between known pages sends nothing to the service', async () => {
    const [first, second] = tabs as [(typeof tabs)[number], (typeof tabs)[number]];
    for (const tab of [first, second]) await switchAndAnswer(tab);
    // Both pages known, their questions answered (their requests in the log): count from a
    // marker request (a draft read, never kept) sent now.
    const before = await markerRequest();
    for (const tab of [first, second, first, second]) await switchAndAnswer(tab);
    const after = await markerRequest();
    // Between the two markers, only the first marker itself.
    expect(proxy.operations.slice(before, after - 1)).toEqual([]);
  });

  test('a browser page says in words why it cannot be shown, and offers to follow tabs', async () => {
    // Opened by the test's driver (the extension may not open these pages itself); its tab is
    // the window's new active one, whose address the extension cannot read.
    if (name === 'Firefox ESR') {
      // WebDriver BiDi does not navigate to about: pages: the browser's own code opens it.
      const window = await firefoxWindow(session.browser as FirefoxDriver);
      await window.evaluate(
        `gBrowser.selectedTab = gBrowser.addTrustedTab(${JSON.stringify(BROWSER_PAGE[name])})`,
      );
    } else {
      await session.browser.openWebPage(BROWSER_PAGE[name]);
    }
    const tabId = await activeTabId(session);
    await switchTo(session, tabId);
    await panel.page.waitFor({ text: text('sidePanelNoAddress') });
    await panel.page.waitFor({ role: 'button', name: text('sidePanelFollowTabs') });
  });
});
