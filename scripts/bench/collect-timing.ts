import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { startServer } from '../../server/start';
import { type BenchBrowser, connect, launchBrowser, median, SETTLE_MS } from './browser';
import { buildProduction } from './bundle-size';
import { addBenchPages } from './floor-pages';
import { writeSection } from './markdown';

/** Openings of each kind at each scale (after two unmeasured rounds). */
const COLLECT_RUNS = Number(process.env.BENCH_COLLECT_RUNS ?? 15);

/**
 * Marks, in the page panel's own page (an extension page in a frame on the web page, issue 41),
 * when its collection picker first shows a collection and when the frame showing it has been
 * painted (Date.now(), to compare with the worker's clock). Installed in every document; it
 * acts in the panel's only. Plain text: it runs in the page as written (see CONTENT_PROBE in
 * browser.ts).
 */
const PICKER_PROBE = `(() => {
  if (!location.pathname.endsWith('/page-panel-frame.html')) return;
  const probe = { shown: undefined, painted: undefined };
  window.__collect = probe;
  const check = () => {
    if (probe.shown !== undefined || !document.querySelector('.wk-collection')) return;
    probe.shown = Date.now();
    requestAnimationFrame(() => setTimeout(() => { probe.painted = Date.now(); }, 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** The collect panel's opening times at one scale: with the list kept, and read first. */
interface CollectTimes {
  scale: number;
  kept: number[];
  read: number[];
  /** What reading the kept list back from storage.local costs the worker (median ms, bytes). */
  keptList: { ms: number; bytes: number };
}

/** Reads the kept list from storage.local in the worker 15 times: the median time, its size. */
function timeKeptList(worker: Worker) {
  return worker.evaluate(async () => {
    const storage = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser })
      .chrome.storage.local;
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 15; run++) {
      const started = performance.now();
      const value = await storage.get('cache:collections');
      times.push(performance.now() - started);
      bytes = JSON.stringify(value).length;
    }
    return { ms: times.sort((a, b) => a - b)[7] ?? 0, bytes };
  });
}

/** Removes what the worker keeps of the collection list, so the next opening must read it. */
async function forgetKeptList(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    const storage = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser })
      .chrome.storage.local;
    const keys = Object.keys(await storage.get(null)).filter((key) =>
      key.startsWith('cache:collections'),
    );
    if (keys.length > 0) await storage.remove(keys);
  });
}

/**
 * One opening of the collect panel on `page`, as the "add to a collection" shortcut opens it:
 * from the command reaching the worker to the first frame painted with a collection listed.
 */
async function openingTime(worker: Worker, page: Page, tabId: number): Promise<number> {
  await page.reload();
  // A person's shortcut comes to a quiet browser: what the last opening left (the worker's
  // copies written after answering) is done by then.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const title = await page.title();
  const started = await worker.evaluate(
    ([id, url, name]) => {
      const started = Date.now();
      void (
        globalThis as unknown as {
          __wkPageActions: { handleCommand(c: string, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleCommand('add-to-collection', { id, url, title: name });
      return started;
    },
    [tabId, page.url(), title] as const,
  );
  let frame = page.frames().find((candidate) => candidate.url().includes('/page-panel-frame'));
  for (let waited = 0; !frame; waited += 5) {
    if (waited > 20_000) throw new Error('Waited 20 s for the page panel’s frame');
    await new Promise((resolve) => setTimeout(resolve, 5));
    frame = page.frames().find((candidate) => candidate.url().includes('/page-panel-frame'));
  }
  const painted = await frame.waitForFunction(
    () => (window as unknown as { __collect?: { painted?: number } }).__collect?.painted,
    undefined,
    { timeout: 20_000, polling: 5 },
  );
  return Number(await painted.jsonValue()) - started;
}

async function timeScale(extensionDir: string, dbPath: string, scale: number, runs: number) {
  const server = await startServer({ port: 0, dbPath, demoScale: scale, reset: true });
  let browser: BenchBrowser | undefined;
  try {
    browser = await launchBrowser(extensionDir);
    await browser.context.addInitScript(PICKER_PROBE);
    await connect(browser, server.url);
    const worker = browser.context.serviceWorkers()[0] as Worker;
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/docs/DOC_100`);
    const tabId = await worker.evaluate(async (address) => {
      const { chrome } = globalThis as unknown as { chrome: typeof import('wxt/browser').browser };
      const tabs = await chrome.tabs.query({ url: address });
      return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
    }, page.url());
    const times: CollectTimes = { scale, kept: [], read: [], keptList: { ms: 0, bytes: 0 } };
    // Two unmeasured rounds warm the worker, the panel's scripts and the service.
    for (let run = -2; run < runs; run++) {
      await forgetKeptList(worker);
      const read = await openingTime(worker, page, tabId);
      const kept = await openingTime(worker, page, tabId);
      if (run >= 0) times.read.push(read);
      if (run >= 0) times.kept.push(kept);
    }
    times.keptList = await timeKeptList(worker);
    return times;
  } finally {
    await browser?.close();
    await server.close();
  }
}

/**
 * The collect panel at the demo's size and at a real company's (`demoScale` 100: 600
 * collections), `runs` openings of each kind, read-first and kept interleaved.
 */
async function measureCollect(extensionDir: string, workDir: string, runs: number) {
  const small = await timeScale(extensionDir, `${join(workDir, 'collect-1.db')}`, 1, runs);
  const large = await timeScale(extensionDir, `${join(workDir, 'collect-100.db')}`, 100, runs);
  return [small, large];
}

/** The BENCHMARKS.md section of the collect panel's figures. */
function collectSection(times: readonly CollectTimes[]): string[] {
  const [small, large] = times as [CollectTimes, CollectTimes];
  const row = (kind: 'kept' | 'read', name: string, target: number) => {
    const ratio = median(large[kind]) / median(small[kind]);
    const verdict = ratio <= target ? 'met' : '**over**';
    return `| ${name} | ${Math.round(median(small[kind]))} | ${Math.round(median(large[kind]))} | ${ratio.toFixed(2)}x | ≤ ${target}x | ${verdict} |`;
  };
  return [
    '## Collect panel',
    '',
    `The page panel's collect view opened on a document page by the "add to a collection" shortcut (\`handleCommand\` in the worker), timed from the command to the first frame painted with a collection in the picker, at the demo's size (\`demoScale\` 1: 6 collections) and a real company's (\`demoScale\` 100: 600 collections), rate limit on. ${small.kept.length} openings of each kind, interleaved: with the collection list removed from what the worker keeps (it must be read first), then again at once (the list kept). Medians in milliseconds. Written by \`BENCH_ONLY=collect npm run bench\`.`,
    '',
    '| opening | scale 1 | scale 100 | scale 100 / scale 1 | target | |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    row('kept', 'with the list kept', 1.5),
    row('read', 'the list read first', 3),
    `| (part of it) the kept list read from storage.local in the worker | ${Math.round(small.keptList.ms)} | ${Math.round(large.keptList.ms)} | ${(large.keptList.ms / Math.max(1, small.keptList.ms)).toFixed(2)}x | | |`,
    `| (for scale) the kept list's size, KB | ${Math.round(small.keptList.bytes / 1000)} | ${Math.round(large.keptList.bytes / 1000)} | | | |`,
    '',
  ];
}

/**
 * `BENCH_ONLY=collect npm run bench`: the e2e build in a temporary folder, the collect panel
 * timed at both scales, and its section written into BENCHMARKS.md.
 */
export async function benchCollectOnly(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'wk-bench-collect-'));
  try {
    const extensionDir = buildProduction(join(work, 'e2e'), 'e2e');
    addBenchPages(extensionDir);
    const times = await measureCollect(extensionDir, work, COLLECT_RUNS);
    const section = collectSection(times);
    console.log(section.join('\n'));
    writeSection('BENCHMARKS.md', 'Collect panel', section.join('\n'), 'Page cost');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
