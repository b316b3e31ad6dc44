import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { openPanel, openTab } from './support/panel';

// Issue 17, then issue 41: the panel is an extension page of its own, in a frame on the page,
// styled by its own style sheet. The one packaged file a page may frame is that page, and only
// at the address of this session that the content script asked for (use_dynamic_url).

declare const chrome: typeof import('wxt/browser').browser;

let connected: ConnectedSession;

beforeAll(async () => {
  connected = await startServiceAndExtension();
});
afterAll(async () => {
  await connected?.close();
});

describe('the page panel’s frame', () => {
  it('draws the panel with its styles, and the page can load no packaged file itself', async () => {
    const { page, tabId } = await openTab(connected, `${connected.server.url}/docs/DOC_150`);
    const panel = await openPanel(connected, page, tabId);
    const drawn = await panel.locator('.wk-panel').evaluate((dialog) => {
      const layer = dialog.closest('.wk-panel-layer') as HTMLElement;
      return {
        width: getComputedStyle(dialog).width,
        layer: getComputedStyle(layer).position,
        accent: getComputedStyle(document.documentElement).getPropertyValue('--wk-accent').trim(),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(drawn).toEqual({
      width: '380px',
      layer: 'fixed',
      accent: expect.stringMatching(/^#/),
      // The frame is see-through around the panel's dimmed layer.
      background: 'rgba(0, 0, 0, 0)',
    });

    const addresses = await connected.session.serviceWorker.evaluate(() =>
      ['/page-panel-frame.html', '/popup.html', '/page-panel.js'].map((path) =>
        chrome.runtime.getURL(path as '/'),
      ),
    );
    // The page, its scripts included, cannot load the other packaged files. The frame's page is
    // web-accessible: Chromium 156 still serves it at the static address too (a limit of
    // use_dynamic_url, docs/security.md); the address the panel uses changes every session.
    const fromPage = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map(async (url) => {
            try {
              return (await fetch(url)).ok;
            } catch {
              return 'refused';
            }
          }),
        ),
      addresses,
    );
    expect(fromPage.slice(1)).toEqual(['refused', 'refused']);
    await page.close();
  });
});
