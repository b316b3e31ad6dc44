import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConnectedSession } from '../tests/e2e/support/connect';
import { evaluateIn, waitForTarget } from '../tests/e2e/support/side-panel-cdp';

declare const chrome: typeof import('wxt/browser').browser;

/**
 * The side panel beside a document page (`npm run screenshots`), in the light and the dark
 * theme: opened in the document's window from an extension page (Playwright's evaluate counts
 * as the person's gesture), reached as a DevTools target (Playwright does not hand the panel
 * out as a page) and captured with DevTools' own screenshot. Answers the files written.
 */
export async function shootSidePanel(
  connected: ConnectedSession,
  file: (scheme: string) => string,
  ready: string,
): Promise<string[]> {
  const { context } = connected.session;
  const documentPage = await context.newPage();
  await documentPage.goto(`${connected.server.url}/docs/DOC_100`);
  const control = await connected.messenger();
  await documentPage.bringToFront();
  await control.evaluate(async () => {
    const window = await chrome.windows.getLastFocused();
    await chrome.sidePanel.open({ windowId: window.id as number });
  });
  const cdp = await context.newCDPSession(documentPage);
  const panel = await waitForTarget(cdp, '/sidepanel.html');
  await panel.send('Emulation.setDeviceMetricsOverride', {
    width: 360,
    height: 640,
    deviceScaleFactor: 1,
    mobile: false,
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    const shown = await evaluateIn(panel, (selector) => !!document.querySelector(selector), ready);
    if (shown) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const written: string[] = [];
  for (const scheme of ['light', 'dark']) {
    await panel.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: scheme }],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { data } = (await panel.send('Page.captureScreenshot', { format: 'png' })) as {
      data: string;
    };
    writeFileSync(file(scheme), Buffer.from(data, 'base64'));
    written.push(file(scheme));
  }
  return written;
}

/** The file of a screenshot named `name` in `folder`, in the theme and language's suffix. */
export const screenshotFile = (folder: string, name: string, suffix: string) => (scheme: string) =>
  join(folder, `${name}-${scheme}${suffix}.png`);
