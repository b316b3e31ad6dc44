import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS, CEILING_RECORD, CSS_BUDGETS } from '../../../../scripts/bench/bundle-size';
import { sizeLimitsIn } from '../../../../scripts/bench/size-limits-source';

// Earlier versions of the limits file are read, never run: their literals are parsed.

describe('the size limits read from a version of their file', () => {
  it('are what the file declares, as the running code has them', () => {
    const text = readFileSync('scripts/bench/bundle-size.ts', 'utf8');
    expect(sizeLimitsIn(text, 'the working tree')).toEqual({
      budgets: BUDGETS,
      cssBudgets: CSS_BUDGETS,
      record: CEILING_RECORD,
    });
  });

  it('are read without running anything, and refused where they are not plain literals', () => {
    const literals = `export const BUDGETS = { popup: 12_000, 'a-b': 1e3 };
      export const CSS_BUDGETS: Record<string, number> = { popup: (2_000) };
      export const CEILING_RECORD = { popup: [13_000, 'met'] as (number | 'met')[] };`;
    expect(sizeLimitsIn(literals, 'x')).toEqual({
      budgets: { popup: 12_000, 'a-b': 1_000 },
      cssBudgets: { popup: 2_000 },
      record: { popup: [13_000, 'met'] },
    });
    const ran = `globalThis.ran = true;
      export const BUDGETS = { popup: (() => { globalThis.ran = true; return 1; })() };
      export const CSS_BUDGETS = {}; export const CEILING_RECORD = {};`;
    expect(() => sizeLimitsIn(ran, 'commit 1234567')).toThrow(
      /^The size limits in commit 1234567 cannot be read as plain literals/,
    );
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    const spread = `const MORE = { x: 1 }; export const BUDGETS = { ...MORE };
      export const CSS_BUDGETS = {}; export const CEILING_RECORD = {};`;
    expect(() => sizeLimitsIn(spread, 'x')).toThrow(/not a plain property/);
    expect(() =>
      sizeLimitsIn('export const BUDGETS = {}; const CEILING_RECORD = {};', 'x'),
    ).toThrow(/BUDGETS and CSS_BUDGETS must be objects of numbers/);
    // Before issue 56's guard: no limits held.
    expect(sizeLimitsIn('export const BUDGETS = f();', 'x')).toEqual({
      budgets: {},
      cssBudgets: {},
    });
  });
});
