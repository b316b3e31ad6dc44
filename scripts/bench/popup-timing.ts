import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type BenchBrowser, closeAndSettle, median, SETTLE_MS } from './browser';
import { BLANK_PAGE, FRAME_PAGE, READ_PAGE, SCRIPT_PAGE, STATIC_PAGE } from './floor-pages';
import { type Breakdown, tracedOpening } from './popup-trace';

/** Opens `url` in a new tab and answers when its content was painted (ms since navigation). */
export async function timeToContent(browser: BenchBrowser, url: string): Promise<number> {
  const page = await browser.context.newPage();
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => (window as unknown as { __bench?: { painted?: number } }).__bench?.painted,
      undefined,
      { timeout: 20_000, polling: 5 },
    );
    return Number(await handle.jsonValue());
  } finally {
    await closeAndSettle(page);
  }
}

/**
 * The address the toolbar button opens: the popup with the connection's scope in its query
 * (lib/background/popup-address.ts), read from the action as the browser would open it.
 */
export async function popupAddress(browser: BenchBrowser, control: Page): Promise<string> {
  const path = await control.evaluate(() =>
    (
      globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
    ).chrome.action.getPopup({}),
  );
  return new URL(path, browser.page('')).href.slice(browser.page('').length);
}

/**
 * Removes the popup's cached reads (the `cache:*` keys of storage.local) and the first screen it
 * keeps in the extension's page storage (lib/ui/first-screen-mirror.ts).
 */
export async function clearCache(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.clear();
    const storage = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser })
      .chrome.storage.local;
    const keys = Object.keys(await storage.get(null)).filter((key) => key.startsWith('cache:'));
    if (keys.length > 0) await storage.remove(keys);
  });
}

/** Popup time to content (warm and empty cache) next to the blank extension page, interleaved. */
export async function measurePopup(browser: BenchBrowser, runs: number, tracedRuns: number) {
  const control = await browser.context.newPage();
  await control.goto(browser.page(BLANK_PAGE));
  const popup = await popupAddress(browser, control);
  if (!popup.includes('?')) throw new Error(`The popup's address names no connection: ${popup}`);
  // Warm-up: the first openings pay for compiling code and filling the cache.
  for (let i = 0; i < 3; i++) {
    await timeToContent(browser, browser.page(BLANK_PAGE));
    await timeToContent(browser, browser.page(SCRIPT_PAGE));
    await timeToContent(browser, browser.page(READ_PAGE));
    await timeToContent(browser, browser.page(STATIC_PAGE));
    await timeToContent(browser, browser.page(FRAME_PAGE));
    await timeToContent(browser, browser.page(popup));
  }
  const blank: number[] = [];
  const script: number[] = [];
  const read: number[] = [];
  const drawn: number[] = [];
  const framed: number[] = [];
  const warm: number[] = [];
  const empty: number[] = [];
  for (let run = 0; run < runs; run++) {
    blank.push(await timeToContent(browser, browser.page(BLANK_PAGE)));
    script.push(await timeToContent(browser, browser.page(SCRIPT_PAGE)));
    read.push(await timeToContent(browser, browser.page(READ_PAGE)));
    drawn.push(await timeToContent(browser, browser.page(STATIC_PAGE)));
    framed.push(await timeToContent(browser, browser.page(FRAME_PAGE)));
    // The previous popup opening left a fresh feed in the cache.
    warm.push(await timeToContent(browser, browser.page(popup)));
    await clearCache(control);
    empty.push(await timeToContent(browser, browser.page(popup)));
  }
  // The breakdown: fewer openings, each under a trace (tracing slows a page down, so these
  // are not the timings above), interleaved the same way.
  const traced: Record<'blank' | 'warm' | 'empty', Breakdown[]> = {
    blank: [],
    warm: [],
    empty: [],
  };
  for (let run = 0; run < tracedRuns; run++) {
    traced.blank.push(await tracedOpening(browser, BLANK_PAGE));
    traced.warm.push(await tracedOpening(browser, popup));
    await clearCache(control);
    traced.empty.push(await tracedOpening(browser, popup));
  }
  await control.close();
  return { blank, script, read, drawn, framed, warm, empty, traced };
}

/**
 * Notes `#app` as it is when its first feed entry is put in the DOM: what the popup's first
 * frame paints. Plain text, like the content probe (a transpiled function carries helpers).
 */
const FIRST_FRAME_PROBE = `new MutationObserver((_, observer) => {
  const entry = document.querySelector('#app .wk-entry');
  if (!entry) return;
  entry.setAttribute('data-bench-content', '');
  window.__firstFrame = document.getElementById('app').outerHTML;
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** The popup's `#app` when its first entry was put in the DOM, from one opening. */
async function firstFrame(browser: BenchBrowser, popup: string): Promise<string> {
  const page = await browser.context.newPage();
  try {
    await page.addInitScript(FIRST_FRAME_PROBE);
    await page.goto(browser.page(popup));
    const frame = await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: string }).__firstFrame,
      undefined,
      { timeout: 20_000 },
    );
    const html = String(await frame.jsonValue());
    // Let the opening finish (it keeps the feed it reads for the next one).
    await page.waitForTimeout(1_000);
    return html;
  } finally {
    await page.close();
  }
}

/**
 * Captures the popup's first frame from a warm opening (the first opening fills the cache) and
 * writes into `dir`, under the popup's own style sheets (written into popup.html), STATIC_PAGE
 * (the frame as HTML) and FRAME_PAGE (the frame drawn by a render-blocking script of its own).
 */
export async function addFirstFramePages(browser: BenchBrowser, dir: string): Promise<void> {
  const control = await browser.context.newPage();
  await control.goto(browser.page(BLANK_PAGE));
  const popup = await popupAddress(browser, control);
  await control.close();
  await firstFrame(browser, popup);
  const html = await firstFrame(browser, popup);
  const styles = (
    readFileSync(join(dir, 'popup.html'), 'utf8').match(
      /<link rel="stylesheet"[^>]*>|<style>[^<]*<\/style>/g,
    ) ?? []
  ).join('');
  const page = (head: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench</title>${head}${styles}</head><body>${body}</body></html>\n`;
  writeFileSync(join(dir, STATIC_PAGE), page('', html));
  const script = FRAME_PAGE.replace(/\.html$/, '.js');
  const inner = html.replace(/^<div id="app">/, '').replace(/<\/div>$/, '');
  writeFileSync(
    join(dir, script),
    `document.getElementById('app').innerHTML = ${JSON.stringify(inner)};\n`,
  );
  writeFileSync(
    join(dir, FRAME_PAGE),
    page(
      `<script type="module" blocking="render" src="/${script}"></script>`,
      '<div id="app"></div>',
    ),
  );
}

/** BENCHMARKS.md's "Popup time to content" section: the popup beside the blank page and floors. */
export function popupTimeSection(
  popup: Awaited<ReturnType<typeof measurePopup>>,
  target: number,
): string[] {
  const whole = (value: number) => String(Math.round(value));
  const blank = median(popup.blank);
  const warm = median(popup.warm);
  const empty = median(popup.empty);
  const ratio = (value: number) => (value / blank).toFixed(2);
  return [
    '## Popup time to content',
    '',
    `From navigation start (\`performance.now()\` = 0) to the paint of the first feed entry (\`.wk-entry\`): a probe installed before any page script (Playwright \`addInitScript\`) notes when the element first exists, then the first task after the next animation frame, which runs once that frame is painted. The popup is opened as a tab at the address its toolbar button opens (\`popup.html?scope=…\`, read with \`action.getPopup\`), so it draws from the copy of its first screen it keeps in page storage; ${popup.warm.length} runs of each, interleaved (blank, the four floors, warm, empty), after 3 warm-up openings, each opening ${SETTLE_MS} ms after the previous page closed (what one opening leaves the worker to do, such as storing the feed it read, does not land in the next one's time); the extension is connected to the reference service on loopback (rate limit off).`,
    '',
    `The baseline is an **empty extension page**: \`${BLANK_PAGE}\`, one paragraph and no script, added to the bench's own copy of the build (it never ships), measured the same way in the same browser. It is what any page of this extension costs to open (process, navigation, parse, first paint), so the ratio is the popup's own cost.`,
    '',
    '| page | median ms | × blank |',
    '| --- | ---: | ---: |',
    `| empty extension page | ${whole(blank)} | 1.0 |`,
    `| floor: a page whose one script draws a paragraph (\`${SCRIPT_PAGE}\`) | ${whole(median(popup.script))} | ${ratio(median(popup.script))} |`,
    `| floor: a page that reads the first-screen key from \`storage.local\`, then draws (\`${READ_PAGE}\`) | ${whole(median(popup.read))} | ${ratio(median(popup.read))} |`,
    `| floor: the popup's first frame as static HTML under its style sheets, no script (\`${STATIC_PAGE}\`, captured from a warm opening) | ${whole(median(popup.drawn))} | ${ratio(median(popup.drawn))} |`,
    `| floor: that frame drawn by the one render-blocking script of its page, from a constant (\`${FRAME_PAGE}\`) | ${whole(median(popup.framed))} | ${ratio(median(popup.framed))} |`,
    `| popup, warm cache (its first screen kept in page storage, \`localStorage\`) | ${whole(warm)} | ${ratio(warm)} |`,
    `| popup, empty cache (\`cache:*\` keys and the page-storage copy removed before each run) | ${whole(empty)} | ${ratio(empty)} |`,
    '',
    `Target: warm cache within ${target}x of the empty page — ${warm / blank <= target ? 'met' : 'not met'}.`,
    '',
  ];
}
