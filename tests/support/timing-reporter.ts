import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's times in a run, in whole milliseconds. */
export interface FileTiming {
  file: string;
  /** Environment, harness, setup files and the file's own imports (Vitest's diagnostic). */
  setup: number;
  /** Its tests and hooks (a browser launched in `beforeAll` counts here). */
  tests: number;
  wall: number;
}

/**
 * Writes each test file's times to the file named by `WK_TIMING_FILE` at the end of a run, for
 * `npm test`'s timing report (scripts/test-timing.mjs). Without the variable it writes nothing.
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const target = process.env.WK_TIMING_FILE;
    if (!target) return;
    const rows = modules.map((module): FileTiming => {
      const d = module.diagnostic();
      const setup =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      return {
        file: relative(process.cwd(), module.moduleId),
        setup: Math.round(setup),
        tests: Math.round(d.duration),
        wall: Math.round(setup + d.duration),
      };
    });
    writeFileSync(target, JSON.stringify(rows));
  }
}
