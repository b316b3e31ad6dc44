import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, CEILING_RECORD, CEILINGS } from '../../../../scripts/bench/bundle-size';
import { ceilingProblems, type EarlierCeilings } from '../../../../scripts/bench/ceiling-rules';

const FILE = 'scripts/bench/bundle-size.ts';
const work = mkdtempSync(join(tmpdir(), 'wk-ceilings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commit `ref` names, or undefined where this clone has no such commit. */
function commitOf(ref: string): string | undefined {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return undefined;
  }
}

/** The ceilings file as it was at `commit`, loaded from a copy (it imports node: modules only). */
async function ceilingsAt(commit: string, from: string): Promise<EarlierCeilings> {
  const path = join(work, `${commit}.ts`);
  writeFileSync(path, git('show', `${commit}:${FILE}`));
  const module = (await import(path)) as {
    CEILING_RECORD?: Record<string, (number | 'met')[]>;
    CEILINGS: Record<string, number>;
  };
  return { from, record: module.CEILING_RECORD, ceilings: module.CEILINGS };
}

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

  // Against the last commit, the commit before it (on main, the branch before a merge) and where
  // this branch left main: a ceiling raised in any of them is found, whatever the record says.
  it('are not above what they were at the last commits and where this branch left main', async () => {
    const refs = ['HEAD', 'HEAD~1'].map((ref) => [ref, commitOf(ref)] as const);
    const main = commitOf('main') ?? commitOf('origin/main');
    const base = main && commitOf('HEAD') ? git('merge-base', 'HEAD', main) : undefined;
    const found = [...refs, ['where this branch left main', base] as const].filter(
      (entry): entry is readonly [string, string] => entry[1] !== undefined,
    );
    // A clone without history (an archive) has none of them: say so rather than pass in silence.
    expect(found.length, 'no git history here to compare the ceilings with').toBeGreaterThan(0);
    const earlier = await Promise.all(
      found.map(([from, commit]) => ceilingsAt(commit, `${from} (${commit.slice(0, 7)})`)),
    );
    expect(ceilingProblems(CEILING_RECORD, BUDGETS, earlier)).toEqual([]);
  });
});
