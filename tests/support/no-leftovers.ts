import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leftovers } from './leftovers';

/**
 * Vitest's global setup for every suite (unit, proofs, browser): the run gets a temporary
 * folder of its own (TMPDIR, which os.tmpdir(), Chromium, Firefox and the processes the tests
 * start all use), and the run fails if anything is still in it at the end: every temporary
 * database, profile or fixture a test made must be removed by that test. The folder itself is
 * then removed, so nothing of a run stays in the system's temporary folder.
 */
export default function setup() {
  // With projects (vitest.config.ts) each one runs this: the first sets the folder up.
  if (process.env.WK_TEST_TMPDIR) return;
  const folder = mkdtempSync(join(tmpdir(), 'wk-test-run-'));
  process.env.WK_TEST_TMPDIR = folder;
  process.env.TMPDIR = folder;
  return () => {
    const left = leftovers(folder);
    rmSync(folder, { recursive: true, force: true });
    if (left.length === 0) return;
    console.error(
      `✖ The tests left ${left.length} entries in the temporary folder (removed now): ` +
        `${left.join(', ')}. Each test removes what it makes (in afterEach/afterAll, or close()).`,
    );
    // A teardown's error is only logged by Vitest; the exit code is what CI and npm test see.
    process.exitCode = 1;
  };
}
