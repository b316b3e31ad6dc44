import type { ElementHandle, Frame, Page } from 'playwright-core';
import {
  type BrowserDriver,
  clickFound,
  fieldHasKeys,
  type DriverPage,
  PANEL_FRAME,
  panelHasKeys,
  poll,
  type Target,
  targetPlace,
  wireTarget,
} from './driver';
import { type ExtensionSession, launchExtension } from './extension';
import { findInPage } from './find-in-page';

declare const chrome: typeof import('wxt/browser').browser;

/** The Chromium driver, with Playwright's session for what only DevTools reaches (side panel). */
export type ChromiumDriver = BrowserDriver & { readonly session: ExtensionSession };

/**
 * The shared flows' driver for Chromium: playwright-core on Debian's Chromium (`extension.ts`),
 * headless, or with windows on the X `display` when one is named; in English unless `language`
 * names another.
 */
export async function launchChromiumDriver(
  options: { display?: string; language?: string; env?: Record<string, string> } = {},
): Promise<ChromiumDriver> {
  const session = await launchExtension(options.language ?? 'en', options.display, options.env);
  const wrap = (page: Page): DriverPage => chromiumPage(page);
  return {
    name: 'chromium',
    session,
    extensionUrl: `chrome-extension://${session.extensionId}/`,
    consoleErrors: session.consoleErrors,
    async openExtensionPage(path) {
      return wrap(await session.openExtensionPage(path));
    },
    async openWebPage(url) {
      const page = await session.context.newPage();
      await page.goto(url);
      const tabId = await session.serviceWorker.evaluate(async (address) => {
        // The newest tab with the address: an earlier flow may have left one open.
        const tabs = await chrome.tabs.query({ url: address });
        return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
      }, page.url());
      return { page: wrap(page), tabId };
    },
    // The worker running now: a stopped worker (a test of restarts) comes back as a new one.
    evaluateInBackground: async (fn, arg) => {
      const worker =
        session.context.serviceWorkers()[0] ??
        (await session.context.waitForEvent('serviceworker', { timeout: 15_000 }));
      return worker.evaluate(fn as never, arg as never);
    },
    close: () => session.close(),
  };
}

function chromiumPage(page: Page): DriverPage {
  /** The page, or the page panel's frame for a target within the panel. */
  const place = (inPanel: boolean): Page | Frame | undefined =>
    inPanel ? page.frames().find((frame) => frame.url().includes(PANEL_FRAME)) : page;
  /** Waits until the page panel takes clicks (its frame's root says so, click-guard.ts). */
  const settled = () =>
    poll('the page panel to take clicks', async () => {
      const frame = await place(true);
      if (!frame) return true;
      const state = await frame.evaluate(() => document.documentElement.dataset.clicks);
      return state === 'on' ? true : undefined;
    });
  const find = (wanted: Target) =>
    poll(`${JSON.stringify(wireTarget(wanted))} in ${page.url()}`, async () => {
      const { inPanel, target: inFrame } = targetPlace(wanted);
      const frame = inPanel ? await place(true) : undefined;
      // A panel drawn in the page itself (a build before issue 41) is looked for there.
      const target = frame ? inFrame : wanted;
      const handle = await (frame ?? page).evaluateHandle(findInPage, {
        target: wireTarget(target),
      });
      const element = handle?.asElement() as ElementHandle<Element> | null | undefined;
      return element ?? undefined;
    });
  return {
    async click(target) {
      // The panel refuses a click in its first half second, or while it is not visible.
      const inPanel = targetPlace(target).inPanel;
      await clickFound(() => find(target), inPanel ? settled : undefined);
    },
    async type(target, text) {
      // A field of the panel, once the panel has the keyboard; found then (its page may be new).
      const inPanel = targetPlace(target).inPanel;
      if (inPanel) await panelHasKeys((probe, selector) => page.evaluate(probe, selector));
      const element = await find(target);
      await element.focus();
      if (inPanel)
        await fieldHasKeys(() =>
          element.evaluate((field) => document.hasFocus() && document.activeElement === field),
        );
      await element.evaluate((field) => (field as HTMLInputElement).select?.());
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
    async focus(target) {
      await (await find(target)).focus();
    },
    press: (keys) => page.keyboard.press(keys),
    async text(target) {
      return (await (await find(target)).textContent()) ?? '';
    },
    async waitFor(target) {
      await find(target);
    },
    async count(wanted) {
      const { inPanel, target } = targetPlace(wanted);
      const frame = inPanel ? place(true) : undefined;
      return (await (frame ?? page).evaluate(findInPage, {
        target: wireTarget(frame ? target : wanted),
        count: true,
      })) as number;
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never),
    close: () => page.close(),
  };
}
