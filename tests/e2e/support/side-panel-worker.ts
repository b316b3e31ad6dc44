import type { BrowserSession } from './browsers';
import type { ChromiumDriver } from './chromium-driver';
import { poll } from './driver';
import type { FirefoxDriver } from './firefox-driver';
import { listTargets } from './side-panel-cdp';
import { firefoxWindow } from './side-panel-firefox';

/**
 * Marks the background's global object (`set` true), or reads the mark (`set` null). It runs
 * where `evaluateInBackground` runs: the worker itself (Chromium), or an extension page beside
 * Firefox's event page, which reaches it through `runtime.getBackgroundPage()`.
 */
const MARK = async (set: true | null): Promise<boolean> => {
  type Marked = { __wkBeforeStop?: boolean };
  const api = (globalThis as unknown as { browser?: typeof import('wxt/browser').browser }).browser;
  const background =
    typeof document === 'undefined' || !api
      ? (globalThis as Marked)
      : ((await api.runtime.getBackgroundPage()) as unknown as Marked);
  if (set) background.__wkBeforeStop = true;
  return background.__wkBeforeStop === true;
};

/** The Firefox e2e build's add-on id (wxt.config.ts). */
const ADDON_ID = 'workplace-knowledge@example.com';

/**
 * Stops the extension's background, and only it, as the browser does when it is idle, leaving
 * every extension page open; answers once it is gone. It starts again on the next event or
 * message (`backgroundIsNew` then answers true).
 * - Chromium: DevTools' `ServiceWorker.stopAllWorkers` (what chrome://serviceworker-internals'
 *   "Stop" does).
 * - Firefox: the add-on's `terminateBackground()` in the browser's own code, what
 *   about:debugging's "Terminate background script" does. (`runtime.reload` would restart every
 *   page of the add-on, and the idle timeout does not end an event page that pages keep busy.)
 */
export async function stopBackground(session: BrowserSession): Promise<void> {
  await session.browser.evaluateInBackground(MARK, true);
  if (session.browser.name === 'firefox') {
    const window = await firefoxWindow(session.browser as FirefoxDriver);
    // Firefox may let a busy event page finish (an event or a message in flight) rather than
    // end it; the test needs it ended, so it asks again until the mark is gone.
    for (let attempt = 0; attempt < 5; attempt++) {
      await window.evaluate(`(async () => {
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        const extension = ExtensionParent.GlobalManager.getExtension('${ADDON_ID}');
        await extension.terminateBackground({ ignoreDevToolsAttached: true });
      })()`);
      if (await backgroundIsNew(session)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('Firefox did not end the event page');
  }
  const { context } = (session.browser as ChromiumDriver).session;
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  // The open panel's questions (or an alarm) may wake a new worker at once: a worker that is
  // there again counts once it is a new one (the mark is gone); the old one is asked again.
  await poll('the service worker to stop', async () => {
    if (!(await listTargets(cdp)).some((target) => target.type === 'service_worker')) return true;
    if (await backgroundIsNew(session)) return true;
    await cdp.send('ServiceWorker.stopAllWorkers');
    return undefined;
  });
  await cdp.detach();
}

/** Whether the background running now started after the last `stopBackground`. */
export function backgroundIsNew(session: BrowserSession): Promise<boolean> {
  return session.browser.evaluateInBackground(MARK, null).then((marked) => !marked);
}
