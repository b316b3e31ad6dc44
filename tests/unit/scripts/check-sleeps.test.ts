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
  strictEmpty: `  await page.${WAIT_FOR_TIMEOUT}(400);
  expect(proxy.operations).toStrictEqual([]);
`,
};

/** Sleeps whose time the file does not spell, or that hide in a helper of the file. */
const hidden = {
  variable: `async function settle(page, ms) {
  await page.goto(ADDRESS);
  await new Promise((resolve) => ${TIMEOUT}(resolve, ms));
  expect(await page.count(PINNED)).toBe(0);
}
`,
  helper: `const quiet = async (proxy) => {
  let seen = -1;
  while (seen !== proxy.calls.length) {
    seen = proxy.calls.length;
    await new Promise((resolve) => ${TIMEOUT}(resolve, 500));
  }
};
test('x', async () => {
  await quiet(proxy);
  expect(proxy.operations).not.toContain('listpins');
});
`,
  sleepVariable: `  await ${SLEEP}(pauseMs);
  expect(await page.count(SAVED)).toBe(undefined);
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

  test.each(Object.entries(hidden))(
    'finds a sleep of an unknown time or in a helper (%s) and names its file and line',
    (name, text) => {
      write(`tests/e2e/${name}.test.ts`, text);
      const { status, output } = check();
      expect(status).toBe(1);
      expect(output).toMatch(
        new RegExp(`tests/e2e/${name}\\.test\\.ts:\\d+: waits (\\d+ ms|an unknown time)`),
      );
    },
  );

  test("stops at the next test: its expectations are not the sleep's", () => {
    write(
      'tests/unit/next.test.ts',
      `test('a', async () => {
  await ${SLEEP}(pauseMs);
  expect(await page.count(SAVED)).toBe(1);
});
test('b', () => {
  expect(handler).not.toHaveBeenCalled();
});
`,
    );
    const { status, output } = check();
    expect(output).toContain('No test waits');
    expect(status).toBe(0);
  });

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
