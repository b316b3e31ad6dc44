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
 * Whether the page panel on `page` has drawn its body and loads nothing any more. The panel is
 * an extension page in a frame under a closed shadow root, which the page's DOM does not reach;
 * the browser still lists the frame among the page's frames.
 */
async function panelDrawn(page: Page): Promise<boolean> {
  const frame = page.frames().find((each) => each.url().includes('/page-panel-frame.html'));
  if (!frame) return false;
  return frame
    .evaluate(() =>
      Boolean(
        document.querySelector('[role="tabpanel"]') &&
          !document.querySelector('[aria-busy="true"]'),
      ),
    )
    .catch(() => false);
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
  while (tabId !== undefined && Date.now() < end && !(await panelDrawn(page))) {
    await page.waitForTimeout(50);
  }
  await page.screenshot({ path: join(folder, 'page-panel.png') });
}
