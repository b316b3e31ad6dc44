import { describe, expect, it } from 'vitest';
import { BUDGETS, CEILING_RECORD, CEILINGS } from '../../../../scripts/bench/bundle-size';
import {
  ceilingProblems,
  type LimitFloor,
  loweredOnly,
} from '../../../../scripts/bench/ceiling-rules';

// The rules one version is held to; tests/unit/scripts/bench/size-limits-history.test.ts holds
// every version of the file since the guard to them, against the versions before it.

describe('the size ceilings: lowered as a bundle shrinks, never raised', () => {
  it('keep the rule in their own record, and CEILINGS is what the record says', () => {
    expect(ceilingProblems(CEILING_RECORD, BUDGETS)).toEqual([]);
    for (const [name, ceiling] of Object.entries(CEILINGS)) {
      expect(CEILING_RECORD[name]?.at(-1)).toBe(ceiling);
    }
  });

  it('find a raised ceiling, a met target given one again, and a past rewritten', () => {
    const budgets = { a: 100, b: 100, c: 100 };
    expect(ceilingProblems({ a: [120, 130] }, budgets)).toEqual([
      "a's ceiling was raised or kept level: 120 B, then 130 B",
    ]);
    expect(ceilingProblems({ a: [120, 'met', 110] }, budgets)).toEqual([
      "a's record goes on after 'met'",
    ]);
    expect(ceilingProblems({ a: [90] }, budgets)).toEqual([
      "a's ceiling of 90 B is not above its target of 100 B",
    ]);
    const earlier = {
      from: 'main',
      record: { a: [120], b: [150, 'met'] as (number | 'met')[] },
      ceilings: { a: 120 },
    };
    expect(ceilingProblems({ a: [125], b: [150, 'met'] }, budgets, [earlier])).toEqual([
      "a's ceiling was raised from 120 B (main) to 125 B",
      "a's ceiling record was changed, not added to, since main",
    ]);
    expect(
      ceilingProblems({ a: [120, 110], b: [150, 'met'], c: [130] }, budgets, [earlier]),
    ).toEqual(['c has a ceiling of 130 B, and had none in main']);
    expect(ceilingProblems({ a: [120, 'met'], b: [150, 'met'] }, budgets, [earlier])).toEqual([]);
  });

  it('find a target above the lowest it had before, JavaScript or CSS', () => {
    const floors: LimitFloor[] = [
      { budgets: { popup: 12_000, panel: 10_000 }, cssBudgets: { popup: 2_000 } },
      { budgets: { popup: 11_000 }, cssBudgets: {} },
    ];
    const limits = {
      budgets: { popup: 11_500, panel: 9_000, worker: 40_000 },
      cssBudgets: { popup: 2_100 },
    };
    expect(loweredOnly(floors, limits)).toEqual({
      floor: {
        budgets: { popup: 11_000, panel: 9_000, worker: 40_000 },
        cssBudgets: { popup: 2_000 },
      },
      problems: [
        "popup's JavaScript target was raised from 11000 B to 11500 B",
        "popup's CSS target was raised from 2000 B to 2100 B",
      ],
    });
    // Taken out, the floor stays: put back higher, it is found.
    const { floor } = loweredOnly(floors, { budgets: {}, cssBudgets: {} });
    expect(
      loweredOnly(floor ? [floor] : [], { budgets: { popup: 11_001 }, cssBudgets: {} }).problems,
    ).toEqual(["popup's JavaScript target was raised from 11000 B to 11001 B"]);
    expect(loweredOnly([])).toEqual({ problems: [] });
  });
});
