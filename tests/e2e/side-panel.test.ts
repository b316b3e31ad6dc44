import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pinQueries, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import type { DriverPage } from './support/driver';
import {
  openSidePanel,
  type SidePanel,
  stripTitle,
  switchTo,
  untilStill,
} from './support/side-panel';

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

  test('pins the strip’s page from the panel, bound to its tab across a tab switch', async () => {
    const [first, second] = tabs as [(typeof tabs)[number], (typeof tabs)[number]];
    await switchTo(session, first.tabId);
    await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(first.title);
    await panel.page.click({ role: 'button', name: text('popupPinThisPage') });
    const heading = { role: 'heading', name: text('sidePanelPinHeading', first.title) };
    await panel.page.waitFor(heading);
    await panel.page.type({ role: 'textbox', name: text('panelQueries') }, 'side panel pin');
    await panel.page.press('Enter');
    // Another tab in front: the form still names the page it was opened for, and pins it.
    await switchTo(session, second.tabId);
    await expect.poll(() => stripTitle(panel.page), { timeout: 20_000 }).toBe(second.title);
    await panel.page.waitFor(heading);
    // The strip grows as the new tab's status arrives, moving Pin (untilStill says why).
    await untilStill(panel.page);
    await panel.page.click({ role: 'button', name: text('panelPin') });
    await expect
      .poll(() => pinQueries(session.server, 'DOC_120'), { timeout: 20_000 })
      .toContainEqual(['side panel pin']);
    expect(await pinQueries(session.server, 'DOC_121')).not.toContainEqual(['side panel pin']);
  });

  test('a field reached in the frame that draws the form keeps every key typed into it', async () => {
    const page = panel.page;
    await page.click({ role: 'button', name: text('sidePanelCloseForm') });
    const third = tabs[2] as (typeof tabs)[number];
    await switchTo(session, third.tabId);
    await expect.poll(() => stripTitle(page), { timeout: 20_000 }).toBe(third.title);
    // The strip redraws as the tab's status arrives (untilStill says why the click waits).
    await untilStill(page);
    // A quick hand on a busy machine (issue 45): the person is in the field before the browser
    // paints the form, which is when its effects run. Then keys, one by one, wherever the focus is.
    await page.evaluate(() => {
      const drawn = new MutationObserver(() => {
        const field = document.getElementById('wk-pin-queries');
        if (!field) return;
        drawn.disconnect();
        field.focus();
      });
      drawn.observe(document.body, { childList: true, subtree: true });
    }, null);
    await page.click({ role: 'button', name: text('popupPinThisPage') });
    await page.waitFor({ role: 'textbox', name: text('panelQueries') });
    for (const character of 'typed at once') await page.press(character);
    const field = () =>
      page.evaluate(
        () => ({
          focused: document.activeElement?.id,
          typed: (document.getElementById('wk-pin-queries') as HTMLInputElement).value,
        }),
        null,
      );
    // The keys' effects come as frames pass: polled until they show (a key lost never does).
    await expect.poll(field).toEqual({ focused: 'wk-pin-queries', typed: 'typed at once' });
    await page.press('Enter');
    await page.click({ role: 'button', name: text('panelPin') });
    await expect
      .poll(() => pinQueries(session.server, 'DOC_122'), { timeout: 20_000 })
      .toContainEqual(['typed at once']);
  });
});
