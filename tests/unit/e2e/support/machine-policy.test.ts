import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { removeStalePolicyFiles } from '../../../e2e/support/machine-policy';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a policy file of a test run that is gone is removed; a running one’s and the company’s stay', () => {
  dir = mkdtempSync(join(tmpdir(), 'wk-policies-'));
  for (const name of [
    'workplace-knowledge-e2e-111.json', // its run was killed
    'workplace-knowledge-e2e-222.json', // its run still goes
    `workplace-knowledge-e2e-${process.pid}.json`, // this process's own
    'company.json',
  ])
    writeFileSync(join(dir, name), '{}');
  const removed = removeStalePolicyFiles(dir, (pid) => pid === 222);
  expect(removed).toEqual(['workplace-knowledge-e2e-111.json']);
  expect(readdirSync(dir).sort()).toEqual(
    [
      'company.json',
      'workplace-knowledge-e2e-222.json',
      `workplace-knowledge-e2e-${process.pid}.json`,
    ].sort(),
  );
});

test('a folder that does not exist is no error', () => {
  dir = mkdtempSync(join(tmpdir(), 'wk-policies-'));
  expect(removeStalePolicyFiles(join(dir, 'none'))).toEqual([]);
  expect(existsSync(join(dir, 'none'))).toBe(false);
});
