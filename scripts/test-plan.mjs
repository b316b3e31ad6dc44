// Which suites `npm test -- <pattern>…` runs, and which of their files: a file runs when its
// path contains one of the patterns, as vitest filters files. A suite with no file to run is
// not started at all (nor are the builds it needs). Plain JavaScript, for the bootstrap.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Browser tests that change the machine for every browser on it (policy files under /etc), so
 * nothing else may run beside them: vitest.e2e.config.ts gives them a project of their own, and
 * `npm test` runs it after everything else.
 */
export const MACHINE_WIDE = [
  'tests/e2e/policy.test.ts',
  // Its Chromium policy file moves the service of every Chromium started meanwhile: beside the
  // other browser files, it moved theirs too.
  'tests/e2e/policy-moved.test.ts',
  'tests/e2e/self-hosted-update-chromium.test.ts',
  'tests/e2e/self-hosted-update-firefox.test.ts',
];

/**
 * The proof that `npm start` stops on one signal: it builds in the project's folder and starts
 * browsers, so `npm test` runs it beside the browser tests (which only read their builds), not
 * beside the other proofs' production build nor beside the machine-wide policies.
 */
export const START_STOP = 'tests/proofs/start-stop.test.ts';

/** The test files under `dir` (relative to `root`), as paths with forward slashes. */
export function testFiles(root, dir) {
  const folder = join(root, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map((name) => `${dir}/${String(name).replaceAll('\\', '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('/node_modules/'))
    .sort();
}

/**
 * The suites to run for `patterns` (all of them when there is none), each with the files it
 * would run; `listFiles(dir)` lists a suite's test files, of which a suite's `keep(file)`, if it
 * has one, keeps its own (two suites may share a folder).
 */
export function planSuites(suites, patterns, listFiles) {
  return suites
    .map((suite) => {
      const files = listFiles(suite.dir).filter((file) => suite.keep?.(file) ?? true);
      const chosen =
        patterns.length === 0
          ? files
          : files.filter((file) => patterns.some((pattern) => file.includes(pattern)));
      return { ...suite, files: chosen };
    })
    .filter((suite) => suite.files.length > 0);
}
