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
   * Asks the worker for a read it never keeps (a draft) and waits until the proxy has it: any
   * request asked before it has reached the proxy too. Answers the log's length after it.
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

  test('switching back and forth between known pages sends nothing to the service', async () => {
    const [first, second] = tabs as [(typeof tabs)[number], (typeof tabs)[number]];
    for (const tab of [first, second]) {
      await switchTo(session, tab.tabId);
      await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(tab.title);
    }
    // Both pages known: anything still on its way reaches the proxy before a marker request
    // sent now (a draft read, never kept), then count from there.
    const before = await markerRequest();
    for (const tab of [first, second, first, second]) {
      await switchTo(session, tab.tabId);
      await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(tab.title);
    }
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
