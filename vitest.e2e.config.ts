import { defineConfig } from 'vitest/config';
import { MACHINE_WIDE } from './scripts/test-plan.mjs';

// Browser tests drive Debian's Chromium and Firefox ESR with the built extension. Three files run
// at a time (each with its own profiles, service port and X display): most of a browser test's
// time is waiting on the browser. Two at a time used 306 s of CPU in 518 s; three, 266 s in
// 409 s, all passing, on the same busy machine (BENCHMARKS.md, "The test suite").
export default defineConfig({
  test: {
    // A temporary folder of its own for the run (profiles, databases), which must be empty at
    // the end; in it, a Firefox profile started once, which each Firefox launch copies.
    globalSetup: ['tests/support/no-leftovers.ts', 'tests/e2e/support/firefox-profile.ts'],
    testTimeout: 60_000,
    // A poll waits for evidence; vitest's default gives it 1 s, which a full run's load on two
    // cores outlasts (collections' "Waiting to sync" mark came later than that in a full run).
    // Ten seconds, so a slow machine waits longer and a wrong answer still fails.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    maxWorkers: 3,
    // A worker keeps its modules from one file to the next (puppeteer, the service): no support
    // module keeps state between files, and importing them again took 76 s of CPU a run.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'browsers', include: ['tests/e2e/**/*.test.ts'], exclude: MACHINE_WIDE },
      },
      {
        extends: true,
        // Browser tests that change the machine for every browser on it (policy files under
        // /etc), so nothing else may run beside them: a group of their own, after the rest
        // (`npm test` runs this project after its other suites).
        test: {
          name: 'machine-wide',
          include: MACHINE_WIDE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
