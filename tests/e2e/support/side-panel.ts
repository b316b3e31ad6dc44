import messages from '../../../public/_locales/en/messages.json';
import type { BrowserSession } from './browsers';
import type { ChromiumDriver } from './chromium-driver';
import { type DriverPage, poll } from './driver';
import type { FirefoxDriver } from './firefox-driver';
import { attachTarget, cdpPage, evaluateIn, listTargets } from './side-panel-cdp';
import { firefoxSidebarPage, firefoxWindow } from './side-panel-firefox';
import { openToolbarPopup } from './toolbar-popup';

declare const chrome: typeof import('wxt/browser').browser;

/** The side panel's page, as the harness finds it in either browser. */
const SIDE_PANEL_PAGE = '/sidepanel.html';

/** An English message of the extension by its key; fails in words when the key is missing. */
function message(key: string): string {
  const found = (messages as Record<string, { message: string } | undefined>)[key]?.message;
  if (!found) throw new Error(`The extension has no message ${key}`);
  return found;
}

/** The side panel's page in one window, and the window it belongs to. */
export interface SidePanel {
  page: DriverPage;
  windowId: number;
}

/** The window the browser counts as the person's (the last focused one). */
export function focusedWindow(session: BrowserSession): Promise<number> {
  return session.browser.evaluateInBackground(
    async () => (await chrome.windows.getLastFocused()).id ?? -1,
    null,
  );
}

/**
 * Opens the real side panel by a person's gesture and answers a handle on its document.
 * - Chromium: the real toolbar popup over the window's active tab (`action.openPopup`), and a
 *   mouse click on its "Open in side panel" button (DevTools input into the popup); the panel is
 *   then found as a DevTools target (Playwright hands out neither popup nor panel as pages).
 * - Firefox: the extension's "open the side panel" shortcut, pressed with Firefox's own keyboard
 *   input in the browser window (support/side-panel-firefox.ts); the sidebar's document is read
 *   through `extension.getViews`. Firefox's toolbar popup is out of WebDriver BiDi's reach, so
 *   its button is not the gesture here.
 */
export async function openSidePanel(
  session: BrowserSession,
  windowId?: number,
): Promise<SidePanel> {
  const window = windowId ?? (await focusedWindow(session));
  if (session.browser.name === 'firefox') {
    const firefox = session.browser as FirefoxDriver;
    const shortcut = await session.browser.evaluateInBackground(
      async () =>
        (await chrome.commands.getAll()).find((command) => command.name === 'open-side-panel')
          ?.shortcut ?? '',
      null,
    );
    if (!shortcut) throw new Error('Firefox assigned no key to open-side-panel');
    const chromeWindow = await firefoxWindow(firefox.puppeteer);
    await chromeWindow.press(shortcut);
    const helper = await session.browser.openExtensionPage('options.html');
    const page = firefoxSidebarPage(helper, chromeWindow);
    await poll('the sidebar to open in Firefox', async () =>
      (await page.evaluate(() => document.readyState, null)) === 'complete' ? true : undefined,
    ).catch(async (error) => {
      await helper.close();
      throw error;
    });
    return { page, windowId: window };
  }
  const chromium = session.browser as ChromiumDriver;
  const context = chromium.session.context;
  const anchor = context.pages()[0] ?? (await context.newPage());
  const popup = await openToolbarPopup(chromium.session, anchor, window);
  await popup.page.click({ role: 'button', name: message('sidePanelOpen') });
  return { page: await findChromiumSidePanel(session, window), windowId: window };
}

/** The side panel of `windowId` in Chromium, once its page is loaded. */
export async function findChromiumSidePanel(
  session: BrowserSession,
  windowId: number,
): Promise<DriverPage> {
  const chromium = session.browser as ChromiumDriver;
  const context = chromium.session.context;
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  return poll(`the side panel of window ${windowId} in Chromium`, async () => {
    for (const info of await listTargets(cdp)) {
      if (info.type !== 'page' || !info.url.includes(SIDE_PANEL_PAGE)) continue;
      const target = await attachTarget(cdp, info.targetId);
      const state = await evaluateIn(target, async () => ({
        window: (await chrome.windows.getCurrent()).id,
        ready: document.readyState,
      }));
      if (state.window === windowId && state.ready === 'complete') {
        return cdpPage(target, `the side panel of window ${windowId}`);
      }
    }
    return undefined;
  });
}
