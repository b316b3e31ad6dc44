import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ceilingProblems, loweredOnly, type LimitFloor } from './ceiling-rules';
import { type SizeLimits, sizeLimitsIn } from './size-limits-source';

/** The file that holds the size limits, from the repository's root. */
const FILE = 'scripts/bench/bundle-size.ts';
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** One version of the limits file: a commit that changed it, or the working tree. */
export interface LimitsVersion {
  id: string;
  /** Its name in the sentences: "commit 3395f70", "the working tree". */
  from: string;
  /** The versions it was made from (a merge has two), among those listed before it. */
  parents: string[];
  /** What it declares; undefined where the file was not there. */
  limits?: SizeLimits;
}

const ceilingsOf = (record: SizeLimits['record'] = {}) =>
  Object.fromEntries(
    Object.entries(record).flatMap(([name, entries]) => {
      const last = entries.at(-1);
      return typeof last === 'number' ? [[name, last]] : [];
    }),
  );

/**
 * Every way the versions, oldest first, break the rule "a size limit is only ever lowered", in
 * sentences naming the version: from the first version with a CEILING_RECORD (issue 56's guard)
 * on, each version's ceilings against the versions it was made from (ceilingProblems), and its
 * targets (BUDGETS, CSS_BUDGETS) against the lowest each had in any version before it, so that a
 * target taken out and put back higher is found too.
 */
export function historyProblems(versions: LimitsVersion[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, LimitsVersion>();
  const floors = new Map<string, LimitFloor>();
  for (const version of versions) {
    const parents = version.parents.flatMap((id) => byId.get(id) ?? []);
    const inherited = parents.flatMap((parent) => floors.get(parent.id) ?? []);
    const { limits } = version;
    const guarded = inherited.length > 0;
    const say = (problem: string) => problems.push(`${version.from}: ${problem}`);
    if (guarded && !limits?.record) say(`${FILE} lost its CEILING_RECORD`);
    if (guarded && limits) {
      const earlier = parents.flatMap((parent) =>
        parent.limits?.record
          ? [
              {
                from: parent.from,
                record: parent.limits.record,
                ceilings: ceilingsOf(parent.limits.record),
              },
            ]
          : [],
      );
      ceilingProblems(limits.record ?? {}, limits.budgets, earlier).forEach(say);
    }
    const floor = loweredOnly(inherited, limits && (guarded || limits.record) ? limits : undefined);
    floor.problems.forEach(say);
    if (floor.floor) floors.set(version.id, floor.floor);
    byId.set(version.id, version);
  }
  return problems;
}

const git = (root: string, args: string[], input?: string) =>
  execFileSync('git', args, {
    cwd: root,
    input,
    stdio: ['pipe', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  });

/**
 * The limits file as each of `commits` has it (undefined where it has none), read in one
 * `git cat-file --batch`: one process for the whole history.
 */
function filesAt(root: string, commits: string[]): (string | undefined)[] {
  const input = commits.map((commit) => `${commit}:${FILE}\n`).join('');
  const out = git(root, ['cat-file', '--batch'], input);
  let at = 0;
  return commits.map(() => {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8').split(' ');
    if (header[1] !== 'blob') {
      at = end + 1;
      return undefined;
    }
    const size = Number(header[2]);
    const text = out.subarray(end + 1, end + 1 + size).toString('utf8');
    at = end + 1 + size + 1;
    return text;
  });
}

/**
 * Every version of the limits file in the clone at `root`, oldest first: each commit that
 * changed it (git's history of the file, merges with both parents), and the working tree where
 * it differs from HEAD. Throws a sentence, with what to do, where the clone has no history or
 * only part of it (a shallow clone, whose oldest commit would pass for the first).
 */
export function limitsVersions(root = ROOT): LimitsVersion[] {
  let shallow: string;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']).toString().trim();
    git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  } catch {
    throw new Error(
      `No git history at ${root}, so no one can tell whether a size limit was raised: check the limits in a clone of the repository (git clone), not in an archive or copy.`,
    );
  }
  if (shallow === 'true') {
    throw new Error(
      `This clone is shallow (git clone --depth), so the size limits' earlier versions are missing and a raised limit would pass: run \`git fetch --unshallow\`, then run again.`,
    );
  }
  // Merges kept where both sides changed the file, even when one side's change was dropped.
  const history = ['rev-list', '--full-history', '--simplify-merges', '--parents'];
  const lines = git(root, [...history, '--topo-order', '--reverse', 'HEAD', '--', FILE])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, ...string[]]);
  const texts = filesAt(root, [...lines.map(([id]) => id), 'HEAD']);
  const head = texts.pop();
  // Many commits hold the same text (merges): each is read once.
  const read = new Map<string, SizeLimits>();
  const versions: LimitsVersion[] = lines.map(([id, ...parents], index) => {
    const from = `commit ${id.slice(0, 7)}`;
    const text = texts[index];
    if (text === undefined) return { id, from, parents };
    const limits = read.get(text) ?? sizeLimitsIn(text, from);
    read.set(text, limits);
    return { id, from, parents, limits };
  });
  let worktree: string | undefined;
  try {
    worktree = readFileSync(join(root, FILE), 'utf8');
  } catch {
    worktree = undefined;
  }
  if (worktree !== undefined && worktree !== head) {
    // Each listed commit is HEAD's ancestor: the working tree is held to all of them.
    const from = 'the working tree';
    versions.push({
      id: 'worktree',
      from,
      parents: versions.map((version) => version.id),
      limits: sizeLimitsIn(worktree, from),
    });
  }
  return versions;
}

/**
 * Every raised size limit in the history of the clone at `root` (historyProblems), in
 * sentences; throws one where the clone's history cannot tell (limitsVersions).
 */
export function sizeLimitProblems(root = ROOT): string[] {
  return historyProblems(limitsVersions(root));
}

/**
 * Throws a sentence naming every raised size limit and what to do, where one was raised since
 * the guard (sizeLimitProblems), or where the clone cannot tell: what the bench and the size
 * proof run before they measure.
 */
export function assertSizeLimitsKept(root = ROOT): void {
  const problems = sizeLimitProblems(root);
  if (problems.length > 0) {
    throw new Error(
      `A size limit was raised: ${problems.join('; ')}. Lower it back (on a branch, rewrite the commit that raised it): a ceiling or target is only ever lowered.`,
    );
  }
}
