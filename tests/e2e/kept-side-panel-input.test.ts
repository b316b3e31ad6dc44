import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../support/service';
import { pinQueries, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { type DriverPage, poll } from './support/driver';
import { keptHolds } from './support/kept-marker';
import {
  openSidePanel,
  type SidePanel,
  stripTitle,
  switchTo,
  untilStill,
} from './support/side-panel';
import { sidePanelIsOpen } from './support/side-panel-open';

declare const chrome: unknown;

// "Platform team" (3) is the demo employee's and shared for editing.
const PLATFORM = 3;

// Issue 45: the side panel's pin and collect forms (the page panel's views, bound to the page
// the strip showed) keep what the person typed and did not send when the form is closed, offer
// it back on the same page with "Discard", and send it once.
describe.each(BROWSERS)(
  'typed input kept by the side panel’s forms in $name',
  ({ name, launch }) => {
    let session: BrowserSession;
    let panel: SidePanel;
    let title: string;
    let tabId = -1;
    beforeAll(async () => {
      session = await startBrowserSession(launch, { connect: true });
      const opened = await session.browser.openWebPage(`${session.server.url}/docs/DOC_126`);
      const { page } = opened;
      tabId = opened.tabId;
      title = await page.evaluate(() => document.title, null);
      panel = await openSidePanel(session);
      // Firefox's harness opens a page of its own to press the popup's key: the page comes back.
      await switchTo(session, tabId);
      await poll('the strip to show the page', async () =>
        (await stripTitle(panel.page)) === title ? true : undefined,
      );
    });
    afterAll(() => session?.close());

    const RESTORED = { text: /did not send is back/ };
    const CLOSE = { role: 'button', name: text('sidePanelCloseForm') };
    /** The form has opened and moved the focus to its heading (in the commit that draws it). */
    const settled = (page: DriverPage) =>
      poll('the form’s heading to take the focus', async () =>
        (await page.evaluate(() => document.activeElement?.id, null)) === 'sheet-heading'
          ? true
          : undefined,
      );
    /** What the field `id` holds now. */
    const fieldValue = (page: DriverPage, id: string) =>
      page.evaluate((field) => (document.getElementById(field) as HTMLInputElement).value, id);

    test('the pin form closed and opened again: the queries are back, and pinned once', async () => {
      const { page } = panel;
      const open = async () => {
        await page.click({ role: 'button', name: text('popupPinThisPage') });
        await page.waitFor({ role: 'heading', name: text('sidePanelPinHeading', title) });
        await settled(page);
      };
      await open();
      await page.type({ role: 'textbox', name: text('panelQueries') }, 'kept beside the page');
      await page.press('Enter');
      await page.click(CLOSE);
      await expect.poll(() => page.count(CLOSE)).toBe(0);

      await open();
      await page.waitFor(RESTORED);
      await page.waitFor({ text: 'kept beside the page' });
      await page.click({ role: 'button', name: text('panelPin') });
      await page.waitFor({ text: text('pageActionsPinnedFor', '“kept beside the page”') });
      expect(await pinQueries(session.server, 'DOC_126')).toEqual([['kept beside the page']]);
      await page.click(CLOSE);
    });

    test('the collect form closed and opened again: the name is back, and added once', async () => {
      const { page } = panel;
      const open = async () => {
        await page.click({ role: 'button', name: text('popupAddToCollection') });
        await page.waitFor({ role: 'heading', name: text('sidePanelCollectHeading', title) });
        await settled(page);
      };
      await open();
      await page.type({ label: text('panelItemName') }, 'Named in the side panel');
      expect(await fieldValue(page, 'wk-item-name')).toBe('Named in the side panel');
      await page.click(CLOSE);
      await expect.poll(() => page.count(CLOSE)).toBe(0);

      await open();
      await page.waitFor(RESTORED);
      await page.click({ role: 'button', name: /Platform team/ });
      await page.waitFor({ text: text('pageActionsAddedTo', 'Platform team') });
      const { json } = await call(session.server, 'getcollection', {
        id: PLATFORM,
        withItems: true,
      });
      const items = (json.collection.items as { documentId?: string; name?: string }[]).filter(
        (item) => item.documentId === 'DOC_126',
      );
      expect(items.map((item) => item.name)).toEqual(['Named in the side panel']);
      await page.click(CLOSE);
    });

    // Chromium closes its side panel from the worker (`sidePanel.close`); Firefox lets only a
    // person's gesture close its sidebar, which this harness does not drive.
    test.skipIf(name !== 'Chromium')(
      'the whole side panel closed and opened again: the queries are back, and pinned once',
      async () => {
        // The strip redraws with the status the last test's write changed (untilStill).
        await untilStill(panel.page);
        await panel.page.click({ role: 'button', name: text('popupPinThisPage') });
        await panel.page.waitFor({ role: 'heading', name: text('sidePanelPinHeading', title) });
        await settled(panel.page);
        await panel.page.type({ role: 'textbox', name: text('panelQueries') }, 'panel closed');
        expect(await fieldValue(panel.page, 'wk-pin-queries')).toBe('panel closed');
        // Kept once typing rests: then the whole side panel closes.
        await expect
          .poll(() => keptHolds(session.browser, 'panel closed'), { timeout: 10_000 })
          .toBe(true);
        await session.browser.evaluateInBackground(
          (windowId) =>
            (
              chrome as unknown as { sidePanel: { close(o: { windowId: number }): Promise<void> } }
            ).sidePanel.close({ windowId }),
          panel.windowId,
        );
        await poll('the side panel to close', async () =>
          (await session.browser.evaluateInBackground(sidePanelIsOpen, null)) ? undefined : true,
        );

        panel = await openSidePanel(session);
        await switchTo(session, tabId);
        await poll('the strip to show the page', async () =>
          (await stripTitle(panel.page)) === title ? true : undefined,
        );
        await panel.page.click({ role: 'button', name: text('popupPinThisPage') });
        await panel.page.waitFor(RESTORED);
        await panel.page.click({ role: 'button', name: text('panelPin') });
        await panel.page.waitFor({ text: text('pageActionsPinnedFor', '“panel closed”') });
        const pins = await pinQueries(session.server, 'DOC_126');
        expect(pins.filter((queries) => queries.includes('panel closed'))).toEqual([
          ['panel closed'],
        ]);
      },
    );
  },
);
