import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { openPanel, openTab } from './support/panel';

// Issue 17: the panel's styles are a packaged file of their own, not a string in its script.
// The worker hands the text over at each injection; the file stays out of pages' reach.

declare const chrome: typeof import('wxt/browser').browser;

let connected: ConnectedSession;

beforeAll(async () => {
  connected = await startServiceAndExtension();
});
afterAll(async () => {
  await connected?.close();
});

describe('the page panel’s styles', () => {
  it('reach the panel’s shadow root, and the page cannot load the file itself', async () => {
    const { page, tabId } = await openTab(connected, `${connected.server.url}/docs/DOC_150`);
    const panel = await openPanel(connected, page, tabId);
    const drawn = await panel.evaluate((host) => {
      const root = host.shadowRoot as ShadowRoot;
      const dialog = root.querySelector('.wk-panel') as HTMLElement;
      const layer = root.querySelector('.wk-panel-layer') as HTMLElement;
      return {
        width: getComputedStyle(dialog).width,
        layer: getComputedStyle(layer).position,
        accent: getComputedStyle(host).getPropertyValue('--wk-accent').trim(),
      };
    });
    expect(drawn).toEqual({ width: '380px', layer: 'fixed', accent: expect.stringMatching(/^#/) });

    const address = await connected.session.serviceWorker.evaluate(() =>
      chrome.runtime.getURL('/assets/page-panel-styles.css' as '/'),
    );
    // The worker can read it (it is in the package)...
    const inWorker = await connected.session.serviceWorker.evaluate(
      async (url) => (await fetch(url)).ok,
      address,
    );
    expect(inWorker).toBe(true);
    // ...while the page, its scripts included, cannot: the file is not web-accessible.
    const fromPage = await page.evaluate(async (url) => {
      try {
        return (await fetch(url)).ok;
      } catch {
        return 'refused';
      }
    }, address);
    expect(fromPage).toBe('refused');
    await page.close();
  });
});
