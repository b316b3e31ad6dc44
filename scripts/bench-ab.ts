// `npm run bench:ab -- <build A> <build B> [rounds]`: compares two Chrome builds of the
// extension (folders such as `tsx scripts/bench/build-production.ts <folder> e2e` writes) the way
// `npm run bench` times the popup, but loaded side by side in one Chromium and interleaved round
// by round (the order alternating), so that both meet the same load. Separate runs of the bench
// differ by more than most changes are worth: the blank page alone spreads over 60 ms within a
// run. `BENCH_AB_PAGES` picks the openings (default `blank,warm,empty`). Nothing is written.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../server/start';
import { type BenchBrowser, connect, median } from './bench/browser';
import { addBenchPages, BLANK_PAGE } from './bench/floor-pages';
import { clearCache, popupAddress, timeToContent } from './bench/popup-timing';
import { launchSideBySide } from './bench/side-by-side';

const KINDS = ['blank', 'warm', 'empty'] as const;
type Kind = (typeof KINDS)[number];
/** Openings before the counted rounds: they compile code and fill the caches. */
const WARM_UP = 2;

const [buildA, buildB, roundsText] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error('Usage: npm run bench:ab -- <build A> <build B> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsText ?? 30);
const pages = (process.env.BENCH_AB_PAGES ?? KINDS.join(',')).split(',');
const kinds = KINDS.filter((kind) => pages.includes(kind));

interface Side {
  name: string;
  browser: BenchBrowser;
  popup: string;
  times: Record<Kind, number[]>;
}

/** One round of `side`: the chosen openings, each in a new tab, timed as the bench times them. */
async function round(side: Side, control: Page) {
  const times: Partial<Record<Kind, number>> = {};
  const page = (path: string) => side.browser.page(path);
  if (kinds.includes('blank')) times.blank = await timeToContent(side.browser, page(BLANK_PAGE));
  // The previous popup opening left a fresh feed in both caches.
  if (kinds.includes('warm')) times.warm = await timeToContent(side.browser, page(side.popup));
  if (kinds.includes('empty')) {
    await clearCache(control);
    times.empty = await timeToContent(side.browser, page(side.popup));
  }
  return times;
}

const work = mkdtempSync(join(tmpdir(), 'wk-bench-ab-'));
try {
  const dirs = [buildA, buildB].map((build, index) => {
    const dir = join(work, `build-${index}`);
    cpSync(build, dir, { recursive: true });
    addBenchPages(dir);
    return dir;
  });
  const server = await startServer({
    port: 0,
    dbPath: join(work, 'knowledge.db'),
    rateLimit: false,
  });
  const launched = await launchSideBySide(dirs);
  try {
    const sides: [Side, Page][] = [];
    for (const [index, browser] of launched.sides.entries()) {
      await connect(browser, server.url);
      const control = await browser.context.newPage();
      await control.goto(browser.page(BLANK_PAGE));
      const popup = await popupAddress(browser, control);
      const name = index === 0 ? `A ${buildA}` : `B ${buildB}`;
      sides.push([{ name, browser, popup, times: { blank: [], warm: [], empty: [] } }, control]);
    }
    for (let count = -WARM_UP; count < rounds; count++) {
      for (const [side, control] of count % 2 === 0 ? sides : [...sides].reverse()) {
        const times = await round(side, control);
        if (count < 0) continue;
        for (const kind of kinds) side.times[kind].push(times[kind] as number);
      }
    }
    report(sides[0]?.[0] as Side, sides[1]?.[0] as Side);
  } finally {
    await launched.close();
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Medians of each build (popup openings also over its own blank), and B against A by round. */
function report(a: Side, b: Side) {
  const whole = (value: number) => String(Math.round(value));
  console.log(`${rounds} rounds, medians in ms (× the same build's blank page)`);
  for (const side of [a, b]) {
    const blank = median(side.times.blank);
    const cells = kinds.map((kind) => {
      const value = median(side.times[kind]);
      const ratio =
        kind !== 'blank' && kinds.includes('blank') ? ` (${(value / blank).toFixed(2)}x)` : '';
      return `${kind} ${whole(value)}${ratio}`;
    });
    console.log(`  ${side.name}: ${cells.join(', ')}`);
  }
  // A round's two openings of a kind met nearly the same load: their difference is the
  // change's, where the two medians also differ by the load each met.
  const paired = kinds.map((kind) => {
    const differences = b.times[kind].map(
      (value, index) => value - (a.times[kind][index] as number),
    );
    const faster = differences.filter((difference) => difference < 0).length;
    return `${kind} ${median(differences).toFixed(1)} ms (B faster in ${faster} of ${differences.length})`;
  });
  console.log(`  B − A, median of the rounds' differences: ${paired.join(', ')}`);
}
