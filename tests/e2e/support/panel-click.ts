import type { Page } from 'playwright-core';
import type { ElementHandle } from 'puppeteer-core';
import type { ChromiumDriver } from './chromium-driver';
import { type BrowserDriver, PANEL_FRAME, poll } from './driver';
import type { FirefoxDriver } from './firefox-driver';

/**
 * Clicks the page panel's button named `name` in the tab at `url` with the browser's own mouse,
 * at once: unlike the driver's click, it does not wait for the panel to take clicks (a test
 * that the panel refuses a click clicks it while it would not).
 */
export async function clickThrough(browser: BrowserDriver, url: string, name: RegExp) {
  if (browser.name === 'chromium') {
    const page = (browser as ChromiumDriver).session.context
      .pages()
      .find((candidate: Page) => candidate.url() === url);
    const frame = page?.frames().find((candidate) => candidate.url().includes(PANEL_FRAME));
    if (!frame) throw new Error(`No page panel in ${url}`);
    await frame.getByRole('button', { name }).click({ force: true });
    return;
  }
  const button = await poll(`the page panel's button ${name} in Firefox`, async () => {
    const pages = await (browser as FirefoxDriver).puppeteer.pages();
    for (const page of pages.filter((candidate) => candidate.url() === url)) {
      for (const frame of page.frames().slice(1)) {
        // Puppeteer over BiDi names an extension frame about:blank: the frame says its own.
        const href = await frame.evaluate(() => location.href).catch(() => '');
        if (!href.includes(PANEL_FRAME)) continue;
        const handle = await frame.evaluateHandle(
          (source, flags) =>
            [...document.querySelectorAll('button')].find((element) =>
              new RegExp(source, flags).test(element.textContent ?? ''),
            ),
          name.source,
          name.flags,
        );
        return (handle.asElement() as ElementHandle<Element> | null) ?? undefined;
      }
    }
    return undefined;
  });
  await button.click();
}
