import type { Frame, FrameLocator, Page } from 'playwright-core';
import { PANEL_FRAME } from './driver';
import type { ConnectedSession } from './connect';

// The worker's own extension API, as code evaluated inside it sees it.
declare const chrome: typeof import('wxt/browser').browser;

/** Opens `url` in a new tab and answers the page with its tab id (read by the service worker). */
export async function openTab(
  connected: ConnectedSession,
  url: string,
): Promise<{ page: Page; tabId: number }> {
  const page = await connected.session.context.newPage();
  await page.goto(url);
  const tabId = await connected.session.serviceWorker.evaluate(async (address) => {
    // The newest tab with the address: an earlier test may have left one open.
    const tabs = await chrome.tabs.query({ url: address });
    return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
  }, page.url());
  if (tabId < 0) throw new Error(`No tab found for ${url}`);
  return { page, tabId };
}

/**
 * Opens the page panel in `page` as the "pin this page" shortcut does, and answers the panel's
 * frame (an extension page in a shadow root, open in the e2e build only) once its dialog is on
 * screen.
 */
export async function openPanel(
  connected: ConnectedSession,
  page: Page,
  tabId: number,
  command: 'pin-page' | 'add-to-collection' = 'pin-page',
): Promise<FrameLocator> {
  await connected.session.serviceWorker.evaluate(
    ([name, target]) =>
      (
        globalThis as unknown as {
          __wkPageActions: { handleCommand(c: string, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleCommand(name, target),
    [command, { id: tabId, url: page.url(), title: await page.title() }] as const,
  );
  const panel = page.locator('[data-wk-page-panel] iframe[src]').contentFrame();
  await panel.locator('[role="dialog"]').waitFor();
  await panelTakesClicks(panel);
  return panel;
}

/**
 * Waits until the panel takes clicks: it refuses them in its first half second and while it is
 * not visible (lib/ui/panel/click-guard.ts), and its frame's root says which.
 */
export async function panelTakesClicks(panel: FrameLocator): Promise<void> {
  await panel.locator('html[data-clicks="on"]').waitFor({ state: 'attached' });
}

/** The page panel's frame in `page` (its own extension page), once it is there. */
export async function panelFrame(page: Page): Promise<Frame> {
  await page
    .locator('[data-wk-page-panel] iframe[src]')
    .contentFrame()
    .locator('[role="dialog"]')
    .waitFor();
  const frame = page.frames().find((candidate) => candidate.url().includes(PANEL_FRAME));
  if (!frame) throw new Error('The page panel has no frame');
  return frame;
}
