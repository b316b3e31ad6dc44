import type { Page } from 'playwright-core';
import { type DriverPage, within } from './driver';
import type { ExtensionSession } from './extension';
import { ANSWER_MS, type CdpTarget, cdpPage, evaluateIn, waitForTarget } from './side-panel-cdp';

// The worker's own extension API, as code evaluated inside it sees it.
declare const chrome: typeof import('wxt/browser').browser;

/** The extension's toolbar popup, open over a tab: read through the DevTools protocol. */
export interface ToolbarPopup {
  /** Evaluates `expression` in the popup and answers its value. */
  evaluate(expression: string): Promise<unknown>;
  /** The popup as a page of the shared driver: the browser's own mouse and keys into it. */
  page: DriverPage;
  /** Its DevTools target, for input the driver does not offer (a pointer that keeps moving). */
  target: CdpTarget;
}

/**
 * Opens the real toolbar popup over `page`, brought to the front (over the window's active tab
 * as it is when `page` is null), with the worker's `action.openPopup()`, what a click on the
 * toolbar button does, so the popup reads the active tab as it does for a person; in the
 * window `windowId` when one is named. Chromium does not hand extension popups to Playwright as
 * pages; the popup is reached as a DevTools target instead.
 */
export async function openToolbarPopup(
  session: Pick<ExtensionSession, 'context' | 'serviceWorker'>,
  page: Page | null,
  windowId?: number,
): Promise<ToolbarPopup> {
  await page?.bringToFront();
  // Its promise is the browser's: a popup that never finishes opening fails here, in words.
  await within(
    session.serviceWorker.evaluate(
      (id) => chrome.action.openPopup(id === null ? undefined : { windowId: id }),
      windowId ?? null,
    ),
    ANSWER_MS,
    'action.openPopup()',
  );
  const cdp = await session.context.newCDPSession(
    page ?? session.context.pages()[0] ?? (await session.context.newPage()),
  );
  const target = await waitForTarget(cdp, '/popup.html');
  return {
    evaluate: (expression) => evaluateIn(target, `() => (${expression})`),
    page: cdpPage(target, 'the toolbar popup'),
    target,
  };
}
