import type { Page } from 'playwright-core';
import type { ConnectedSession } from './connect';

// The worker's own extension API, as code evaluated inside it sees it.
declare const chrome: typeof import('wxt/browser').browser;

/** The extension's toolbar popup, open over a tab: read through the DevTools protocol. */
export interface ToolbarPopup {
  /** Evaluates `expression` in the popup and answers its value. */
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Opens the real toolbar popup over `page` (the worker's `action.openPopup()`, what a click on
 * the toolbar button does), so the popup reads the active tab as it does for a person. Chromium
 * does not hand extension popups to Playwright as pages; the popup is reached as a DevTools
 * target instead.
 */
export async function openToolbarPopup(
  connected: ConnectedSession,
  page: Page,
): Promise<ToolbarPopup> {
  await page.bringToFront();
  await connected.session.serviceWorker.evaluate(() => chrome.action.openPopup());
  const cdp = await connected.session.context.newCDPSession(page);
  let targetId: string | undefined;
  for (let attempt = 0; attempt < 50 && !targetId; attempt++) {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { targetId: string; url: string }[];
    };
    targetId = targetInfos.find((target) => target.url.includes('/popup.html'))?.targetId;
    if (!targetId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!targetId) throw new Error('The toolbar popup did not open');
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId,
    flatten: false,
  })) as { sessionId: string };
  const waiting = new Map<number, (value: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: { result?: { value?: unknown } };
    };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result?.result?.value);
  });
  let next = 0;
  return {
    evaluate(expression) {
      const id = ++next;
      const answer = new Promise((resolve) => waiting.set(id, resolve));
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression, returnByValue: true },
        }),
      });
      return answer;
    },
  };
}
