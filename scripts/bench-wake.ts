// The worker's wake (issue 33) and the page panel's first paint against the build before its
// frame (issue 41), part of `npm run bench`: the pin shortcut pressed at a virtual X display
// (Xvfb, xdotool), key to the panel's first frame, with the worker stopped and running; the same
// for the commit before issue 41 (`BENCH_WAKE_BEFORE`, default 6735d45), interleaved, so both
// builds meet the same load. Writes its section into BENCHMARKS.md.
// `BENCH_WAKE_RUNS` (default 15) runs of each, in three rounds.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start';
import { median } from './bench/browser';
import { buildProduction } from './bench/bundle-size';
import { addBenchPages } from './bench/floor-pages';
import { alignTables } from './bench/markdown';
import { measureWake, WAKE_TARGET_RATIO, type WakeResult } from './bench/wake';
import { buildCommit } from './build-commit.mjs';

// `BENCH_ONLY=popup` or `collect` (scripts/bench.ts) measures that part alone: no wake runs, and
// BENCHMARKS.md stays as it is.
if (process.env.BENCH_ONLY) process.exit(0);

const RUNS = Number(process.env.BENCH_WAKE_RUNS ?? 15);
const ROUNDS = 3;
/** The last commit with the panel drawn in the page (main before issue 41). */
const BEFORE = process.env.BENCH_WAKE_BEFORE ?? '6735d45';
/** Issue 41's target: the panel's first paint within this many times the build before it. */
const FIRST_PAINT_TARGET = 1.3;
const work = mkdtempSync(join(tmpdir(), 'wk-bench-wake-'));
const whole = (value: number) => String(Math.round(value));
const ratio = (value: number, target: number) =>
  `${value.toFixed(2)}x, target ${target}x: ${value <= target ? 'met' : 'NOT met'}`;

/** A row of the first-paint table: medians of the panel drawn and of its frame drawn. */
function paintRow(name: string, result: WakeResult): string {
  return `| ${name} | ${whole(median(result.running))} | ${whole(median(result.stopped))} | ${whole(median(result.ready.running))} | ${whole(median(result.ready.stopped))} |`;
}

/** The section for BENCHMARKS.md. */
function section(now: WakeResult, before: WakeResult | undefined): string {
  const running = median(now.running);
  const stopped = median(now.stopped);
  const lines = [
    '## Worker wake',
    '',
    `The pin shortcut (\`pin-page\`, bound to ${now.key}) pressed at the X server of a virtual`,
    'display (Xvfb, `xdotool key`), in a headed Chromium: from the key to the first animation',
    'frame of the page in which the page panel is drawn. "Stopped": the service worker was stopped',
    'first (DevTools\' ServiceWorker.stopAllWorkers), so the key starts it; "running": it was awake.',
    `Median of ${now.running.length} runs of each, interleaved, in ${ROUNDS} rounds (\`scripts/bench-wake.ts\`).`,
    `Target (issue 33): stopped within ${WAKE_TARGET_RATIO}x of running.`,
    '',
    '| worker  | median (ms) | fastest (ms) | slowest (ms) |',
    '| ------- | ----------- | ------------ | ------------ |',
    `| running | ${whole(running)} | ${whole(Math.min(...now.running))} | ${whole(Math.max(...now.running))} |`,
    `| stopped | ${whole(stopped)} | ${whole(Math.min(...now.stopped))} | ${whole(Math.max(...now.stopped))} |`,
    '',
    `Stopped / running: ${ratio(stopped / running, WAKE_TARGET_RATIO)}.`,
    '',
    "### The page panel's first paint, before and after its frame (issue 41)",
    '',
    "Since issue 41 the panel is an extension page in a frame, out of the page's reach. The frame",
    'needs a navigation to an extension page before it can draw, so the content script draws its',
    "placeholder at once (`lib/ui/panel/frame-shell.ts`): the frame's loading state, with nothing",
    'of the page or the person in it and nothing to act on. "Drawn" is that first frame, what the',
    'build before drew first too (its dialog in the loading state); "frame drawn" is the first',
    "frame of the panel's own page, from which its controls act. Same runs, same load, medians (ms).",
    '',
    '| build | drawn, running | drawn, stopped | frame drawn, running | frame drawn, stopped |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  if (before) lines.push(paintRow(`before: the panel in the page (${BEFORE})`, before));
  lines.push(paintRow('after: placeholder, then the panel in its frame', now), '');
  if (before) {
    lines.push(
      `First paint after / before, worker running: ${ratio(running / median(before.running), FIRST_PAINT_TARGET)}; worker stopped: ${ratio(stopped / median(before.stopped), FIRST_PAINT_TARGET)}.`,
      `What the frame adds before its controls act, running: ${whole(median(now.ready.running) - median(before.running))} ms.`,
      '',
    );
  } else {
    lines.push(`(${BEFORE} could not be built here: no before figures.)`, '');
  }
  return lines.join('\n');
}

/** Replaces the section in BENCHMARKS.md, or adds it at the end; other sections stay as written. */
function writeSection(section: string) {
  const text = alignTables(section);
  const written = readFileSync('BENCHMARKS.md', 'utf8');
  const start = written.indexOf('## Worker wake');
  const end = start < 0 ? -1 : written.indexOf('\n## ', start + 1);
  const next =
    start < 0
      ? `${written.trimEnd()}\n\n${text}`
      : `${written.slice(0, start)}${text}${end < 0 ? '' : written.slice(end + 1)}`;
  writeFileSync('BENCHMARKS.md', next);
}

/** Builds the commit before issue 41 the same way as today's build, or says why it cannot. */
function beforeBuild(): string | undefined {
  const dir = join(work, 'before');
  mkdirSync(dir);
  try {
    return buildCommit(BEFORE, dir, {
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'development' },
    });
  } catch (error) {
    console.warn(`Could not build ${BEFORE}: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Adds one round's runs to what was measured. */
function add(into: WakeResult | undefined, round: WakeResult): WakeResult {
  if (!into) return round;
  into.running.push(...round.running);
  into.stopped.push(...round.stopped);
  into.ready.running.push(...round.ready.running);
  into.ready.stopped.push(...round.ready.stopped);
  return into;
}

try {
  const extensionDir = buildProduction(join(work, 'e2e'), 'e2e');
  addBenchPages(extensionDir);
  const beforeDir = beforeBuild();
  if (beforeDir) addBenchPages(beforeDir);
  const server = await startServer({ port: 0, dbPath: join(work, 'k.db'), rateLimit: false });
  try {
    const page = `${server.url}/docs/DOC_100`;
    const perRound = Math.ceil(RUNS / ROUNDS);
    let now: WakeResult | undefined;
    let before: WakeResult | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      now = add(now, await measureWake(extensionDir, server.url, page, perRound));
      if (beforeDir) before = add(before, await measureWake(beforeDir, server.url, page, perRound));
    }
    if (!now) throw new Error('Nothing was measured');
    console.log(JSON.stringify({ now, before }));
    writeSection(section(now, before));
    console.log(section(now, before));
  } finally {
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
