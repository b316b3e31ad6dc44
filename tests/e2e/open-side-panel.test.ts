import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { poll } from './support/driver';
import { untilLoaded } from './support/side-panel';
import { sidePanelIsOpen, toolbarPopupIsOpen } from './support/side-panel-open';
import { startXDisplay, type XDisplay } from './support/x-display';

declare const chrome: typeof import('wxt/browser').browser;

// Opening the side panel through the browser: the option that makes the toolbar button open it
// (pressed as the toolbar button's own key, Alt+Shift+K: Playwright and WebDriver BiDi cannot
// click the browser's toolbar, and `_execute_action` is the same action), and the popup's
// "Open in side panel" button (clicked in the popup's page, opened in a tab: the drivers cannot
// click inside the toolbar popup either). Each test starts its own browser, whose side panel
// is still closed. The keyboard command has its test in shortcuts.test.ts.
describe.each(BROWSERS)('opening the side panel in $name', ({ name, launch }) => {
  let display: XDisplay;
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    display = await startXDisplay();
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });
  afterAll(async () => {
    await display?.close();
  });

  const start = async () => {
    session = await startBrowserSession(() => launch({ display: display.name }), {
      connect: true,
    });
    return session;
  };
  const isOpen = (open: () => Promise<boolean>) =>
    (session as BrowserSession).browser.evaluateInBackground(open, null);

  test('with the option on, the toolbar button opens the side panel, not the popup', async () => {
    const { browser, server } = await start();
    const options = await browser.openExtensionPage('options.html');
    await options.click({ role: 'checkbox', name: text('sidePanelOptionsToolbar') });
    // The worker takes the popup away once the choice is stored.
    await poll('the toolbar button to lose its popup', async () =>
      (await browser.evaluateInBackground(() => chrome.action.getPopup({}), null)) === ''
        ? true
        : undefined,
    );
    const { page, tabId } = await browser.openWebPage(`${server.url}/docs/DOC_120`);
    await browser.evaluateInBackground((id) => chrome.tabs.update(id, { active: true }), tabId);
    expect(await isOpen(sidePanelIsOpen)).toBe(false);
    const key = (
      await browser.evaluateInBackground(
        async () => (await chrome.commands.getAll()).find((c) => c.name === '_execute_action'),
        null,
      )
    )?.shortcut;
    expect(key, `${name}: the toolbar button's key`).toMatch(/\S/);
    await display.press((key as string).toLowerCase());
    await poll('the side panel to open', async () =>
      (await isOpen(sidePanelIsOpen)) ? true : undefined,
    );
    expect(await isOpen(toolbarPopupIsOpen)).toBe(false);
    await page.close();
  });

  test('with the option off (the default), the toolbar button opens the popup', async () => {
    const { browser, server } = await start();
    const { page, tabId } = await browser.openWebPage(`${server.url}/docs/DOC_120`);
    await browser.evaluateInBackground((id) => chrome.tabs.update(id, { active: true }), tabId);
    await display.press('alt+shift+k');
    await poll('the popup to open', async () =>
      (await isOpen(toolbarPopupIsOpen)) ? true : undefined,
    );
    expect(await isOpen(sidePanelIsOpen)).toBe(false);
    await page.close();
  });

  test('the popup’s "Open in side panel" opens it in the popup’s window', async () => {
    const { browser } = await start();
    const popup = await browser.openExtensionPage('popup.html');
    // The first screen draws the button and opens the panel at its first click, before the
    // app has loaded (side-panel-popup-button.test.ts proves it in the toolbar popup). Aimed
    // once nothing arrives to move it: the "Next meeting" card lands above the header with the
    // worker's first answers, and a click aimed before it hits the card (seen in Chromium; this
    // Firefox test timed out the same way, with no panel, three times under heavy load).
    await popup.waitFor({ role: 'button', name: text('sidePanelOpen') });
    await untilLoaded(popup);
    await popup.click({ role: 'button', name: text('sidePanelOpen') });
    await poll('the side panel to open', async () =>
      (await isOpen(sidePanelIsOpen)) ? true : undefined,
    );
  });
});
