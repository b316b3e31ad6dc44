import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { planSuites, START_STOP, testFiles } from '../../../scripts/test-plan.mjs';
import { SUITES } from '../../../scripts/test-run.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

test('every test file of the project runs in exactly one suite of npm test', () => {
  const plan = planSuites(SUITES, [], (dir: string) => testFiles(ROOT, dir));
  const dirs = [...new Set(SUITES.map((suite) => suite.dir))];
  const all = dirs.flatMap((dir) => testFiles(ROOT, dir));
  const runs = plan.flatMap((suite) => suite.files);
  expect(runs.toSorted()).toEqual(all.toSorted());
  expect(new Set(runs).size).toBe(runs.length);
  // The start/stop proof runs on its own (beside the browser tests), not with the other proofs.
  expect(plan.find((suite) => suite.id === 'test-start-stop')?.files).toEqual([START_STOP]);
  expect(plan.find((suite) => suite.id === 'test-proofs')?.files).not.toContain(START_STOP);
});
