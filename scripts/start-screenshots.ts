// `npm start` without a display: the browser runs headless, so it writes what a person would
// have seen instead, once each screen has drawn what it was loading (not after a fixed pause).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { sendFromPage } from '../tests/e2e/support/connect';

// The extension's API, as code evaluated in its service worker sees it.
type ExtensionApi = typeof import('wxt/browser').browser;

/** How long a screen may take to draw before it is taken as it is. */
const DRAW_WITHIN_MS = 15_000;

/**
 * Whether the page panel in `tabId` has drawn its body and loads nothing any more. Asked in
 * the extension's own world on the page, the one the panel's scripts run in: its shadow root
 * is closed to the page, not to the extension (`chrome.dom`). Plain text: a transpiled function
 * would carry helpers (`__name`) that exist neither in the worker nor in the page.
 */
function panelDrawn(worker: Worker, tabId: number): Promise<boolean> {
  return worker.evaluate(`chrome.scripting
    .executeScript({
      target: { tabId: ${Number(tabId)} },
      func: () => {
        const host = document.querySelector('wk-page-panel');
        const root = host && chrome.dom.openOrClosedShadowRoot(host);
        return Boolean(
          root && root.querySelector('[role="tabpanel"]') && !root.querySelector('[aria-busy="true"]'),
        );
      },
    })
    .then(([answer]) => Boolean(answer && answer.result === true))`);
}

/**
 * Writes popup.png (the popup once its feed has loaded) and page-panel.png (`page` with the
 * page panel open as the popup's "Pin this page" button opens it) into `folder`.
 */
export async function writeScreenshots(
  context: BrowserContext,
  worker: Worker,
  page: Page,
  folder: string,
): Promise<void> {
  const extensionId = new URL(worker.url()).host;
  mkdirSync(folder, { recursive: true });
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 400, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  // The first visit fetches the feed and the page's status: until nothing says it is busy.
  await popup.getByRole('tabpanel').first().waitFor();
  await popup
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: DRAW_WITHIN_MS,
    })
    .catch(() => undefined);
  await popup.screenshot({ path: join(folder, 'popup.png') });

  const tabId = await worker.evaluate(async (url) => {
    const api = (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    return (await api.tabs.query({ url }))[0]?.id;
  }, page.url());
  await sendFromPage(popup, 'openPageActions', { tabId, action: 'pin' });
  await page.bringToFront();
  const end = Date.now() + DRAW_WITHIN_MS;
  while (tabId !== undefined && Date.now() < end && !(await panelDrawn(worker, tabId))) {
    await page.waitForTimeout(50);
  }
  await page.screenshot({ path: join(folder, 'page-panel.png') });
}
