import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { MACHINE_WIDE, planSuites, testFiles } from '../../../scripts/test-plan.mjs';

const SUITES = [
  { name: 'unit', dir: 'tests/unit' },
  { name: 'proofs', dir: 'tests/proofs' },
  { name: 'e2e', dir: 'tests/e2e' },
];
const FILES: Record<string, string[]> = {
  'tests/unit': ['tests/unit/lib/ui/ask.test.ts', 'tests/unit/components/panel/view.test.tsx'],
  'tests/proofs': ['tests/proofs/outbox-soak.test.ts'],
  'tests/e2e': ['tests/e2e/side-panel.test.ts', 'tests/e2e/side-panel-tabs.test.ts'],
};
const list = (dir: string) => FILES[dir] ?? [];

describe('npm test -- <pattern>', () => {
  test('without a pattern, every suite runs every file', () => {
    const plan = planSuites(SUITES, [], list);
    expect(plan.map((suite) => [suite.name, suite.files.length])).toEqual([
      ['unit', 2],
      ['proofs', 1],
      ['e2e', 2],
    ]);
  });

  test('a pattern keeps only the suites with a matching file, and only those files', () => {
    const plan = planSuites(SUITES, ['side-panel-tabs'], list);
    expect(plan).toEqual([
      { name: 'e2e', dir: 'tests/e2e', files: ['tests/e2e/side-panel-tabs.test.ts'] },
    ]);
  });

  test('several patterns add up, across suites', () => {
    const plan = planSuites(SUITES, ['ask', 'soak'], list);
    expect(plan.flatMap((suite) => suite.files)).toEqual([
      'tests/unit/lib/ui/ask.test.ts',
      'tests/proofs/outbox-soak.test.ts',
    ]);
  });

  test('suites sharing a folder each keep their own files, with or without a pattern', () => {
    const split = [
      { name: 'e2e', dir: 'tests/e2e', keep: (file: string) => !file.includes('tabs') },
      { name: 'e2e, alone', dir: 'tests/e2e', keep: (file: string) => file.includes('tabs') },
    ];
    expect(planSuites(split, [], list).map((suite) => [suite.name, suite.files])).toEqual([
      ['e2e', ['tests/e2e/side-panel.test.ts']],
      ['e2e, alone', ['tests/e2e/side-panel-tabs.test.ts']],
    ]);
    expect(planSuites(split, ['side-panel.test'], list).map((suite) => suite.name)).toEqual([
      'e2e',
    ]);
  });

  test('a pattern that matches nothing runs nothing', () => {
    expect(planSuites(SUITES, ['no-such-test'], list)).toEqual([]);
  });
});

describe('testFiles', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('lists test files in nested folders, and nothing else', () => {
    root = mkdtempSync(join(tmpdir(), 'wk-test-plan-'));
    mkdirSync(join(root, 'tests/e2e/support'), { recursive: true });
    for (const file of ['a.test.ts', 'support/b.test.tsx', 'support/helper.ts', 'README.md']) {
      writeFileSync(join(root, 'tests/e2e', file), '');
    }
    expect(testFiles(root, 'tests/e2e')).toEqual([
      'tests/e2e/a.test.ts',
      'tests/e2e/support/b.test.tsx',
    ]);
    expect(testFiles(root, 'tests/none')).toEqual([]);
  });
});

describe('browser files that write a machine-wide policy', () => {
  test('run in the machine-wide group, alone: every browser started meanwhile reads their file', () => {
    const e2e = readdirSync('tests/e2e').filter((name) => name.endsWith('.test.ts'));
    const writers = e2e
      .filter((name) => readFileSync(join('tests/e2e', name), 'utf8').includes('withPolicyFile('))
      .map((name) => `tests/e2e/${name}`);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !MACHINE_WIDE.includes(file))).toEqual([]);
  });
});
