import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import type { DriverPage } from './support/driver';
import { openSidePanel, type SidePanel, stripTitle, switchTo } from './support/side-panel';

// The side panel, opened by a person's gesture in each browser (support/side-panel.ts says how
// each browser is driven), follows the window's active tab. The e2e build reads loopback pages
// by its host permission, without the optional `tabs` permission.
describe.each(BROWSERS)('the side panel in $name', ({ launch }) => {
  let session: BrowserSession;
  let panel: SidePanel;
  const tabs: { page: DriverPage; tabId: number; title: string }[] = [];

  beforeAll(async () => {
    session = await startBrowserSession(launch, { connect: true });
    for (const id of ['DOC_120', 'DOC_121', 'DOC_122']) {
      const tab = await session.browser.openWebPage(`${session.server.url}/docs/${id}`);
      tabs.push({ ...tab, title: await tab.page.evaluate(() => document.title, null) });
    }
  });
  afterAll(async () => {
    await session?.close();
  });

  test('opens by a gesture, beside the page, with the popup’s screens', async () => {
    panel = await openSidePanel(session);
    await panel.page.waitFor({ role: 'tab', name: text('popupTabFeed') });
    await panel.page.waitFor({ role: 'tab', name: text('popupTabCollections') });
    expect(await panel.page.evaluate(() => document.documentElement.dataset.place, null)).toBe(
      'side-panel',
    );
  });

  test('the strip follows the active tab through three tabs and back', async () => {
    for (const tab of [...tabs, tabs[0], tabs[2]]) {
      const shown = tab as (typeof tabs)[number];
      await switchTo(session, shown.tabId);
      await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(shown.title);
    }
  });
});
