import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type CdpTarget, evaluateIn, waitForTarget } from '../../tests/e2e/support/side-panel-cdp';
import { type BenchBrowser, CONTENT_PROBE, median, SETTLE_MS } from './browser';
import { BLANK_PAGE } from './floor-pages';

declare const chrome: typeof import('wxt/browser').browser;

/** The blank page as the side panel's bench shows it: with the probe, as sidepanel.html gets it. */
const BLANK_PROBED = 'bench-side-panel-blank.html';
const PROBE_FILE = 'bench-probe.js';
const PROBE_TAG = `<script src="/${PROBE_FILE}"></script>`;

/**
 * Puts the content probe into the bench's copy of the build (never what ships) as the first
 * script of sidepanel.html and of a blank page: DevTools' init scripts do not reach the side
 * panel's documents, so both pages load the same small probe file first.
 */
export function addSidePanelBenchPages(dir: string): void {
  writeFileSync(join(dir, PROBE_FILE), `${CONTENT_PROBE}\n`);
  const panel = join(dir, 'sidepanel.html');
  writeFileSync(panel, readFileSync(panel, 'utf8').replace('<head>', `<head>${PROBE_TAG}`));
  writeFileSync(
    join(dir, BLANK_PROBED),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${PROBE_TAG}<title>Bench</title></head><body><p data-bench-content>Blank</p></body></html>\n`,
  );
}

/** The real side panel of the bench's browser, with the content probe in each page it shows. */
interface BenchSidePanel {
  target: CdpTarget;
  /** The side panel's own address (`sidepanel.html?scope=…`, as the worker set it). */
  address: string;
}

/**
 * Opens the side panel in the window of `control` (an extension page of the bench's copy: its
 * `evaluate` counts as the person's gesture) and installs the content probe in every document
 * the panel loads from then on (its probe is in the page: `addSidePanelBenchPages`).
 */
async function openBenchSidePanel(browser: BenchBrowser, control: Page): Promise<BenchSidePanel> {
  const path = await control.evaluate(async () => {
    const window = await chrome.windows.getCurrent();
    await chrome.sidePanel.open({ windowId: window.id as number });
    return (await chrome.sidePanel.getOptions({})).path ?? 'sidepanel.html';
  });
  const cdp = await browser.context.newCDPSession(control);
  const target = await waitForTarget(cdp, '/sidepanel.html');
  await target.send('Page.enable');
  return { target, address: browser.page(path) };
}

/** Shows `url` in the side panel and answers when its content was painted (ms). */
async function timeInPanel(panel: BenchSidePanel, url: string): Promise<number> {
  await panel.target.send('Page.navigate', { url });
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const painted = await evaluateIn<null, number | undefined>(panel.target, () => {
      const probe = (window as unknown as { __bench?: { painted?: number } }).__bench;
      return location.href.includes('sidepanel.html') || location.href.includes('bench-')
        ? probe?.painted
        : undefined;
    }).catch(() => undefined);
    if (painted !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return painted;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} painted nothing in the side panel`);
}

/**
 * Switches the window to the tab `tabId` from inside the panel and answers the time from the
 * switch to the paint of the strip naming `title` (ms, the panel's own clock).
 */
function timeSwitch(panel: BenchSidePanel, tabId: number, title: string): Promise<number> {
  return evaluateIn(panel.target, SWITCH_TIMER, [tabId, title]);
}

/**
 * Runs in the panel: switches to the tab and answers the time until the strip's page title is
 * the expected one and painted. Plain text, like the content probe: a transpiled function
 * carries helpers (`__name`) that do not exist in the page.
 */
const SWITCH_TIMER = `([id, expected]) => new Promise((resolve, reject) => {
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const title = document.querySelector('.wk-strip__title');
    if (!title || title.textContent.trim() !== expected) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  chrome.tabs.update(id, { active: true }).catch(reject);
  setTimeout(() => reject(new Error('The strip never showed ' + expected)), 20000);
})`;

/**
 * A tab on `url` opened behind the active one (the panel must not see it before the switch),
 * once loaded, with its id and title as the extension sees them.
 */
function openTab(control: Page, url: string): Promise<{ tabId: number; title: string }> {
  return control.evaluate(async (address) => {
    const tab = await chrome.tabs.create({ url: address, active: false });
    for (let wait = 0; wait < 200; wait++) {
      const now = await chrome.tabs.get(tab.id as number);
      if (now.status === 'complete' && now.title)
        return { tabId: now.id as number, title: now.title };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${address} did not load`);
  }, url);
}

/**
 * The side panel's first screen (warm: the second and later openings, its first screen kept)
 * against the blank extension page shown in the same side panel, interleaved; and the strip's
 * redraw on a tab switch, to a page seen before (kept) and to pages never seen (the service).
 */
export async function measureSidePanel(
  browser: BenchBrowser,
  serviceUrl: string,
  runs: number,
): Promise<{ blank: number[]; warm: number[]; kept: number[]; fresh: number[] }> {
  const control = await browser.context.newPage();
  await control.goto(browser.page(BLANK_PAGE));
  const known = [
    await openTab(control, `${serviceUrl}/docs/DOC_101`),
    await openTab(control, `${serviceUrl}/docs/DOC_102`),
  ];
  const panel = await openBenchSidePanel(browser, control);
  for (let i = 0; i < 3; i++) {
    await timeInPanel(panel, browser.page(BLANK_PROBED));
    await timeInPanel(panel, panel.address);
  }
  const blank: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) {
    blank.push(await timeInPanel(panel, browser.page(BLANK_PROBED)));
    warm.push(await timeInPanel(panel, panel.address));
  }
  const kept: number[] = [];
  const fresh: number[] = [];
  for (const tab of known) await timeSwitch(panel, tab.tabId, tab.title);
  for (let run = 0; run < runs; run++) {
    const tab = known[run % 2] as (typeof known)[number];
    kept.push(await timeSwitch(panel, tab.tabId, tab.title));
    const next = await openTab(control, `${serviceUrl}/docs/DOC_${200 + run}`);
    fresh.push(await timeSwitch(panel, next.tabId, next.title));
  }
  await control.close();
  return { blank, warm, kept, fresh };
}

/** BENCHMARKS.md's "Side panel" section. */
export function sidePanelSection(
  measured: Awaited<ReturnType<typeof measureSidePanel>>,
  scale: number,
  targets: { ratio: number; keptMs: number; freshMs: number },
): string[] {
  const whole = (value: number) => String(Math.round(value));
  const blank = median(measured.blank);
  const warm = median(measured.warm);
  const kept = median(measured.kept);
  const fresh = median(measured.fresh);
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    '## Side panel',
    '',
    `The real side panel (Chromium's \`sidePanel\`, opened in the window of an extension page), reached as a DevTools target; the content probe of the popup's row (first \`.wk-entry\` painted) is the first script of both pages in the bench's copy of the build (DevTools' init scripts do not reach the panel's documents). First screen: the panel shown again at its own address (\`sidepanel.html?scope=…\`, its first screen kept from the last showing) against a blank extension page (\`${BLANK_PROBED}\`: one paragraph and the probe) shown in the same panel, ${measured.warm.length} runs of each, interleaved, after 3 warm-ups, ${SETTLE_MS} ms apart. Tab switch: from a call to \`tabs.update\` in the panel to the paint of the strip naming the new tab's page, timed in the panel; to a page seen before (drawn from the status the worker keeps) and to a page never seen (a \`getdocuments\` to the reference service seeded with \`--demo-scale ${scale}\`), ${measured.kept.length} of each, alternated. Written by \`BENCH_ONLY=side-panel npm run bench\`.`,
    '',
    '| what | median ms | target | |',
    '| --- | ---: | ---: | --- |',
    `| blank extension page in the side panel | ${whole(blank)} | | |`,
    `| side panel first screen | ${whole(warm)} (${(warm / blank).toFixed(2)}x blank) | ${targets.ratio}x | ${met(warm / blank <= targets.ratio)} |`,
    `| tab switch, page kept | ${whole(kept)} | ${targets.keptMs} | ${met(kept <= targets.keptMs)} |`,
    `| tab switch, page from the service (demo scale ${scale}) | ${whole(fresh)} | ${targets.freshMs} | ${met(fresh <= targets.freshMs)} |`,
    '',
  ];
}
