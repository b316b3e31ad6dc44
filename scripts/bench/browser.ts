import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { chromiumArgs, requireChromium } from '../../tests/e2e/support/chromium';
import { sendFromPage } from '../../tests/e2e/support/connect';
import { findFirefox } from '../find-firefox.mjs';
import { BLANK_PAGE } from './floor-pages';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The version the Firefox of the browser tests reports ("Mozilla Firefox 153.7.0esr"), or a
 * sentence saying none was found.
 */
export function firefoxVersion(): string {
  const { path, problem } = findFirefox();
  if (!path) return `none (${problem})`;
  return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
}

/** The version Chromium reports, e.g. "Chromium 139.0.7258.154 built on Debian...". */
export function chromiumVersion(): string {
  return execFileSync(requireChromium(), ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * Records, in every page, when the first element matching the page's content selector exists
 * and when the frame that shows it has been painted (the first task after the next animation
 * frame), both in `performance.now()` milliseconds since navigation start. Plain text, because
 * a transpiled function would carry helpers (`__name`) that do not exist in the page.
 */
export const CONTENT_PROBE = `(() => {
  const probe = { dom: undefined, painted: undefined, reads: [] };
  window.__bench = probe;
  // Storage reads, timed from the call to the answer: wrapped before any page script runs.
  const storage = globalThis.chrome && globalThis.chrome.storage;
  for (const area of storage ? [storage.local, storage.session] : []) {
    if (!area) continue;
    const get = area.get.bind(area);
    area.get = (...args) => {
      const read = [performance.now(), undefined];
      probe.reads.push(read);
      const answer = get(...args);
      if (answer && answer.then) answer.then(() => { read[1] = performance.now(); }, () => { read[1] = performance.now(); });
      return answer;
    };
  }
  // The popup and the side panel (issue 34, the popup's screens in another place): their content
  // is the first feed entry; the bench's own floor pages mark theirs.
  const feed = ['/popup.html', '/sidepanel.html'].some((page) => location.pathname.endsWith(page));
  const selector = feed ? '.wk-entry' : '[data-bench-content]';
  const check = () => {
    if (probe.dom !== undefined || !document.querySelector(selector)) return;
    probe.dom = performance.now();
    requestAnimationFrame(() => setTimeout(() => { probe.painted = performance.now(); }, 0));
  };
  // The page may already hold its content when this runs (a small page is parsed at once).
  check();
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', check);
})();`;

/**
 * How long each timed opening waits after the previous page closed. An opening leaves work
 * behind it: the worker writes its copies of what the popup read 250 ms after answering
 * (`KEEP_AFTER_MS`, lib/background/services.ts) and the browser takes them in for tens of
 * milliseconds more. Without a pause that work lands in the next page's time, whichever page
 * comes next in the interleaving, and a copy written after the cache was cleared would make an
 * empty-cache opening a warm one. A person's click comes to a quiet browser.
 */
export const SETTLE_MS = 1_000;

/** Closes a timed opening's page, then lets what it left behind finish (SETTLE_MS). */
export async function closeAndSettle(page: Page): Promise<void> {
  await page.close();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** A Chromium with the extension (its build folder) loaded, connected to a service. */
export interface BenchBrowser {
  context: BrowserContext;
  extensionId: string;
  page(path: string): string;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium on a profile of its own, with the content probe in every page;
 * `close` also removes the profile. `extensionDirs`: the builds to load (comma-separated).
 */
export async function launchProbed(extensionDirs?: string) {
  const profile = mkdtempSync(join(tmpdir(), 'wk-bench-profile-'));
  const args = extensionDirs
    ? chromiumArgs(extensionDirs)
    : chromiumArgs('/nonexistent').filter((arg) => !arg.includes('extension'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: requireChromium(),
    headless: true,
    args,
  });
  await context.addInitScript(CONTENT_PROBE);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** Launches headless Chromium, with `extensionDir` loaded unless it is undefined. */
export async function launchBrowser(extensionDir?: string): Promise<BenchBrowser> {
  const { context, close } = await launchProbed(extensionDir);
  let extensionId = '';
  if (extensionDir) {
    const worker =
      context.serviceWorkers()[0] ??
      (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    extensionId = new URL(worker.url()).host;
  }
  return {
    context,
    extensionId,
    page: (path) => `chrome-extension://${extensionId}/${path}`,
    close,
  };
}

/** Connects the extension to the service the way the options page does. */
export async function connect(browser: BenchBrowser, serviceUrl: string): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(browser.page(BLANK_PAGE));
  const answer = (await sendFromPage(page, 'saveConnection', {
    serviceUrl,
    token: DEMO_TOKENS.user,
  })) as { ok: boolean; error?: { message: string } };
  await page.close();
  if (!answer.ok) throw new Error(`Connecting the extension failed: ${answer.error?.message}`);
}

/**
 * The same feed read two ways from one extension page: through the background (message,
 * worker, service, cache write, answer) and with a direct `fetch` to the service.
 */
export async function measureRoundTrip(browser: BenchBrowser, serviceUrl: string, runs: number) {
  const page = await browser.context.newPage();
  await page.goto(browser.page(BLANK_PAGE));
  // Each measurement is timed inside the page; no named helpers in these functions, which
  // run in the page as they are written (see CONTENT_PROBE).
  const viaBackground = () =>
    page.evaluate(async () => {
      const runtime = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser })
        .chrome.runtime;
      const start = performance.now();
      const answer = (await runtime.sendMessage({
        id: Math.floor(Math.random() * 1e9),
        type: 'read',
        data: { kind: 'feed' },
        timestamp: Date.now(),
      })) as { res?: { ok?: boolean } };
      const elapsed = performance.now() - start;
      if (!answer?.res?.ok) throw new Error(`read failed: ${JSON.stringify(answer)}`);
      return elapsed;
    });
  const direct = () =>
    page.evaluate(
      async ({ url, token }) => {
        const start = performance.now();
        const response = await fetch(`${url}/rest/api/v1/feed`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            requestOptions: { resultSize: 30, timezoneOffset: -new Date().getTimezoneOffset() },
          }),
        });
        await response.json();
        return performance.now() - start;
      },
      { url: serviceUrl, token: DEMO_TOKENS.user },
    );
  for (let i = 0; i < 5; i++) {
    await viaBackground();
    await direct();
  }
  const background: number[] = [];
  const fetched: number[] = [];
  for (let i = 0; i < runs; i++) {
    background.push(await viaBackground());
    fetched.push(await direct());
  }
  await page.close();
  return { background, direct: fetched };
}

/** What loading an ordinary page cost in its renderer, from the DevTools protocol. */
export interface PageCost {
  /** Main-thread task time, ms. */
  taskMs: number;
  /** Script time, ms. */
  scriptMs: number;
  /** JS heap in use after load, bytes. */
  heapBytes: number;
  /** Execution contexts created in the page that belong to an extension. */
  extensionContexts: number;
}

/** Loads `url` `runs` times in fresh tabs and reads the renderer's metrics after each load. */
export async function measurePageCost(browser: BenchBrowser, url: string, runs: number) {
  const costs: PageCost[] = [];
  for (let run = 0; run < runs + 2; run++) {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    let extensionContexts = 0;
    cdp.on('Runtime.executionContextCreated', (event) => {
      if (String(event.context.origin).startsWith('chrome-extension://')) extensionContexts++;
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    // Whatever an extension would do after load (document_idle scripts) has had its chance.
    await page.waitForTimeout(300);
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? 0;
    // The first two loads warm the HTTP cache and the browser; they are not counted.
    if (run >= 2) {
      costs.push({
        taskMs: metric('TaskDuration') * 1000,
        scriptMs: metric('ScriptDuration') * 1000,
        heapBytes: metric('JSHeapUsedSize'),
        extensionContexts,
      });
    }
    await page.close();
  }
  return costs;
}
