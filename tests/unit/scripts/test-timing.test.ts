import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, test } from 'vitest';
import {
  notRun,
  notRunLines,
  readTimings,
  SLOWEST,
  timingReport,
} from '../../../scripts/test-timing.mjs';

const row = (file: string, wall: number, setup = 100) => ({
  file,
  setup,
  tests: wall - setup,
  wall,
});

describe('the timing report', () => {
  test('names each suite with its wall time and its slowest files first, at most 15', () => {
    const files = Array.from({ length: 20 }, (_, i) => row(`tests/e2e/f${i}.test.ts`, 1000 * i));
    const text = timingReport(
      [
        {
          name: 'unit and service',
          wallMs: 47_000,
          files: [row('tests/unit/a.test.ts', 1500, 900)],
        },
        { name: 'browser', wallMs: 600_000, files },
        { name: 'browser builds', wallMs: 40_000, files: [] },
      ],
      620_000,
    );
    // The suites ran side by side: the run's own wall time, not their sum.
    expect(text).toContain('# npm test: 620.0 s');
    // A step without files has its time and no table.
    expect(text).toContain('## browser builds: 40.0 s\n');
    expect(text.split('## browser builds')[1]).not.toContain('|');
    expect(text).toContain('## unit and service: 47.0 s, 1 files');
    expect(text).toContain('| tests/unit/a.test.ts | 1.5 | 0.9 |');
    expect(text).toContain('## browser: 600.0 s, 20 files');
    const browserRows = text
      .split('## browser')[1]
      ?.split('\n')
      .filter((l) => l.startsWith('| tests/'));
    expect(browserRows).toHaveLength(SLOWEST);
    expect(browserRows?.[0]).toBe('| tests/e2e/f19.test.ts | 19.0 | 0.1 |');
    expect(browserRows?.at(-1)).toBe('| tests/e2e/f5.test.ts | 5.0 | 0.1 |');
  });

  test('a suite that wrote no timings (it failed to start) reads as none, not an error', () => {
    const folder = mkdtempSync(join(tmpdir(), 'wk-timing-'));
    try {
      expect(readTimings(join(folder, 'missing.json'))).toEqual([]);
      writeFileSync(join(folder, 'broken.json'), '{');
      expect(readTimings(join(folder, 'broken.json'))).toEqual([]);
      writeFileSync(join(folder, 'rows.json'), JSON.stringify([row('a', 5)]));
      expect(readTimings(join(folder, 'rows.json'))).toEqual([row('a', 5)]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('what npm test says it did not run', () => {
  const report = {
    testResults: [
      {
        name: '/repo/tests/e2e/policy.test.ts',
        assertionResults: [
          {
            ancestorTitles: ['managed policy in the real browsers (skipped: it needs root)'],
            title: 'Chromium: presets every key',
            status: 'skipped',
          },
          {
            ancestorTitles: ['managed policy in the real browsers (skipped: it needs root)'],
            title: 'Firefox ESR: presets every key',
            status: 'skipped',
          },
        ],
      },
      {
        name: '/repo/tests/e2e/side-panel.test.ts',
        assertionResults: [
          { ancestorTitles: ['in Firefox ESR'], title: 'closes by a gesture', status: 'skipped' },
          { ancestorTitles: ['in Chromium'], title: 'opens', status: 'passed' },
        ],
      },
    ],
  };

  it('names each file whose tests were skipped for a stated reason, with the reason and count', () => {
    expect(notRun(report, '/repo')).toEqual([
      { file: 'tests/e2e/policy.test.ts', reason: 'it needs root', count: 2 },
    ]);
    expect(notRunLines(notRun(report, '/repo'))).toEqual([
      'Not run here: 2 tests (a pass of this run says nothing of them):',
      '  tests/e2e/policy.test.ts: 2 skipped, because it needs root',
    ]);
  });

  it('says nothing when everything ran', () => {
    expect(notRunLines(notRun({ testResults: [] }, '/repo'))).toEqual([]);
  });
});
