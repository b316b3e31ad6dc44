import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../../scripts/check-sleeps.mjs', import.meta.url));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-sleeps-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function check() {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

// The sleeps are written as text, in files the check reads: none of them runs here. Their names
// are spelled through these, so that this file is not itself one the check finds.
const TIMEOUT = 'setTimeout';
const WAIT_FOR_TIMEOUT = 'waitForTimeout';
const SLEEP = 'sleep';
const planted = {
  timeout: `test('x', async () => {
  await send();
  await new Promise((resolve) => ${TIMEOUT}(resolve, 1_000));
  expect(await page.count(RESTORED)).toBe(0);
});
`,
  waitForTimeout: `  await page.${WAIT_FOR_TIMEOUT}(500);
  expect(await page.getByText('Saved').count()).toBe(0);
`,
  constant: `const SETTLE_MS = 300;
  await ${SLEEP}(SETTLE_MS);
  expect(proxy.operations).not.toContain('pin');
`,
  arithmetic: `  await new Promise((done) => ${TIMEOUT}(done, 2 * 100));
  expect(handler).not.toHaveBeenCalled();
`,
};

describe('check-sleeps', () => {
  test.each(Object.entries(planted))(
    'finds a fixed sleep before a negative expectation (%s) and names its file and line',
    (name, text) => {
      write(`tests/e2e/${name}.test.ts`, text);
      const { status, output } = check();
      expect(status).toBe(1);
      expect(output).toMatch(new RegExp(`tests/e2e/${name}\\.test\\.ts:\\d+: waits \\d+ ms`));
    },
  );

  test('passes a short tick, a sleep before a positive expectation, and a wait for evidence', () => {
    write(
      'tests/unit/fine.test.ts',
      `  await new Promise((resolve) => ${TIMEOUT}(resolve, 10));
  expect(handler).not.toHaveBeenCalled();
  await new Promise((resolve) => ${TIMEOUT}(resolve, 500));
  expect(await page.count(SAVED)).toBe(1);
  await new Promise((resolve) => ${TIMEOUT}(resolve, 500));
  await page.waitFor(SAVED);
  expect(await page.count(RESTORED)).toBe(0);
`,
    );
    const { status, output } = check();
    expect(output).toContain('No test waits');
    expect(status).toBe(0);
  });
});
