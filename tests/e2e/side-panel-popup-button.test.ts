import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import type { ChromiumDriver } from './support/chromium-driver';
import { type DriverPage, poll } from './support/driver';
import type { FirefoxDriver } from './support/firefox-driver';
import { findChromiumSidePanel, focusedWindow, untilLoaded } from './support/side-panel';
import { firefoxViewPage, firefoxWindow } from './support/side-panel-firefox';
import { sidePanelIsOpen, toolbarPopupIsOpen } from './support/side-panel-open';
import { openToolbarPopup } from './support/toolbar-popup';

declare const chrome: typeof import('wxt/browser').browser;

// The real toolbar popup's "Open in side panel", activated as the person's FIRST act in the
// popup: no key, no focus, no pointer before it. The popup's first screen is drawn without its
// app (loaded at the first act, lib/ui/first-interaction.ts), so the button must be in that
// first screen, and its first activation must open the panel inside that very event (a click
// replayed once the app has loaded is no gesture to either browser). Chromium: a mouse click
// (DevTools input into the popup). Firefox: the button focused and Enter, Firefox's own keys
// (no mouse reaches the popup through WebDriver BiDi; support/side-panel-firefox.ts).
describe.each(BROWSERS)('the popup’s "Open in side panel" in $name', ({ name, launch }) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(launch, { connect: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  /** The toolbar popup, open over the focused window's active tab. */
  async function openPopup(): Promise<DriverPage> {
    if (session.browser.name === 'firefox') {
      const firefox = session.browser as FirefoxDriver;
      const window = await firefoxWindow(firefox);
      const helper = await session.browser.openExtensionPage('options.html');
      const key = await session.browser.evaluateInBackground(
        async () =>
          (await chrome.commands.getAll()).find((c) => c.name === '_execute_action')?.shortcut,
        null,
      );
      await window.press(key as string);
      return firefoxViewPage(helper, window, 'popup');
    }
    const chromium = session.browser as ChromiumDriver;
    return (await openToolbarPopup(chromium.session, null, await focusedWindow(session))).page;
  }

  test('opens the side panel at its first click, before the popup’s app has loaded', async () => {
    const windowId = await focusedWindow(session);
    const isOpen = (open: () => Promise<boolean>) =>
      session.browser.evaluateInBackground(open, null);
    expect(await isOpen(sidePanelIsOpen)).toBe(false);
    const popup = await openPopup();
    const button = { role: 'button', name: text('sidePanelOpen') } as const;
    await popup.waitFor(button);
    // Aimed once nothing arrives to move it (the "Next meeting" card lands above the header
    // with the worker's first answers), which loads no app: drawing is not acting.
    await untilLoaded(popup);
    // Still the first screen: the app's chunk (entrypoints/popup/app.tsx) was never asked for.
    const appLoaded = () =>
      popup.evaluate(
        () => performance.getEntriesByType('resource').some((e) => /\/app-[^/]*\.js/.test(e.name)),
        null,
      );
    expect(await appLoaded(), `${name}: the app loaded before any act`).toBe(false);
    await popup.click(button);
    await poll(`${name}: the side panel to open`, async () =>
      (await isOpen(sidePanelIsOpen)) ? true : undefined,
    );
    // In the popup's window (Chromium lists a side panel's context with no window; its page
    // is asked), and the popup gave way to it.
    if (session.browser.name === 'firefox') {
      const open = await session.browser.evaluateInBackground(
        (id) =>
          (
            chrome as unknown as {
              sidebarAction: { isOpen(details: { windowId: number }): Promise<boolean> };
            }
          ).sidebarAction.isOpen({ windowId: id }),
        windowId,
      );
      expect(open, `the sidebar of window ${windowId}`).toBe(true);
    } else {
      await findChromiumSidePanel(session, windowId);
    }
    await poll(`${name}: the popup to close`, async () =>
      (await isOpen(toolbarPopupIsOpen)) ? undefined : true,
    );
  });
});
