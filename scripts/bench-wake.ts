// The worker's wake (issue 33), part of `npm run bench`: the pin shortcut pressed at a virtual
// X display (Xvfb, xdotool) with the worker stopped, key to the panel's first frame, against
// the same with the worker running. Writes its section into BENCHMARKS.md.
// `BENCH_WAKE_RUNS` (default 15) runs of each, interleaved.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start';
import { median } from './bench/browser';
import { buildProduction } from './bench/bundle-size';
import { addBenchPages } from './bench/floor-pages';
import { alignTables } from './bench/markdown';
import { measureWake, WAKE_TARGET_RATIO, type WakeResult } from './bench/wake';

// `BENCH_ONLY=popup` or `collect` (scripts/bench.ts) measures that part alone: no wake runs, and
// BENCHMARKS.md stays as it is.
if (process.env.BENCH_ONLY) process.exit(0);

const RUNS = Number(process.env.BENCH_WAKE_RUNS ?? 15);
const work = mkdtempSync(join(tmpdir(), 'wk-bench-wake-'));
const whole = (value: number) => String(Math.round(value));

/** The section for BENCHMARKS.md. */
function section(result: WakeResult): string {
  const running = median(result.running);
  const stopped = median(result.stopped);
  const ratio = stopped / running;
  return [
    '## Worker wake',
    '',
    `The pin shortcut (\`pin-page\`, bound to ${result.key}) pressed at the X server of a virtual`,
    'display (Xvfb, `xdotool key`), in a headed Chromium: from the key to the first animation',
    'frame in which the page panel is drawn. "Stopped": the service worker was stopped first',
    '(DevTools\' ServiceWorker.stopAllWorkers), so the key starts it; "running": it was awake.',
    `Median of ${result.running.length} runs of each, interleaved (\`scripts/bench-wake.ts\`).`,
    `Target (issue 33): stopped within ${WAKE_TARGET_RATIO}x of running.`,
    '',
    '| worker  | median (ms) | fastest (ms) | slowest (ms) |',
    '| ------- | ----------- | ------------ | ------------ |',
    `| running | ${whole(running)} | ${whole(Math.min(...result.running))} | ${whole(Math.max(...result.running))} |`,
    `| stopped | ${whole(stopped)} | ${whole(Math.min(...result.stopped))} | ${whole(Math.max(...result.stopped))} |`,
    '',
    `Stopped / running: ${ratio.toFixed(2)}x, target ${WAKE_TARGET_RATIO}x: ${ratio <= WAKE_TARGET_RATIO ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
}

/** Replaces the section in BENCHMARKS.md, or adds it at the end. */
function writeSection(text: string) {
  const written = readFileSync('BENCHMARKS.md', 'utf8');
  const start = written.indexOf('## Worker wake');
  const end = start < 0 ? -1 : written.indexOf('\n## ', start + 1);
  const next =
    start < 0
      ? `${written.trimEnd()}\n\n${text}`
      : `${written.slice(0, start)}${text}${end < 0 ? '' : written.slice(end + 1)}`;
  writeFileSync('BENCHMARKS.md', alignTables(next));
}

try {
  const extensionDir = buildProduction(join(work, 'e2e'), 'e2e');
  addBenchPages(extensionDir);
  const server = await startServer({ port: 0, dbPath: join(work, 'k.db'), rateLimit: false });
  try {
    const result = await measureWake(extensionDir, server.url, `${server.url}/docs/DOC_100`, RUNS);
    console.log(JSON.stringify(result));
    writeSection(section(result));
    console.log(section(result));
  } finally {
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
