import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/start';
import { type BenchBrowser, connect, launchBrowser } from './browser';
import { buildProduction } from './bundle-size';
import { addBenchPages } from './floor-pages';
import { writeSection } from './markdown';
import { addSidePanelBenchPages, measureSidePanel, sidePanelSection } from './side-panel-timing';

// 30 of each: with 15 the median moved by 3 ms from one run to the next on this 2-core machine.
const RUNS = Number(process.env.BENCH_SIDE_PANEL_RUNS ?? 30);
/** The company's size the tab switch is measured at (issue 34: "at demo scale"). */
const SCALE = 100;
/** Issue 34's targets. */
const TARGETS = { ratio: 1.3, keptMs: 100, freshMs: 1000 };

/**
 * `BENCH_ONLY=side-panel npm run bench`: the e2e build in a temporary folder (with the bench's
 * blank page), a reference service seeded at `--demo-scale 100`, the side panel timed, and its
 * section written into BENCHMARKS.md (the full bench keeps it, as it keeps the collect panel's).
 */
export async function benchSidePanelOnly(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'wk-bench-side-panel-'));
  try {
    const extensionDir = buildProduction(join(work, 'e2e'), 'e2e');
    addBenchPages(extensionDir);
    addSidePanelBenchPages(extensionDir);
    const server = await startServer({
      port: 0,
      dbPath: join(work, 'side-panel.db'),
      demoScale: SCALE,
      rateLimit: false,
    });
    let browser: BenchBrowser | undefined;
    try {
      browser = await launchBrowser(extensionDir);
      await connect(browser, server.url);
      const measured = await measureSidePanel(browser, server.url, RUNS);
      const section = sidePanelSection(measured, SCALE, TARGETS);
      console.log(section.join('\n'));
      writeSection('BENCHMARKS.md', 'Side panel', section.join('\n'), 'Page cost');
    } finally {
      await browser?.close();
      await server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
