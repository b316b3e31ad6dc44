/** A bundle's ceilings since issue 56, oldest first; `'met'` ends it (scripts/bench/bundle-size.ts). */
export type CeilingRecord = (number | 'met')[];

/** What an earlier version of scripts/bench/bundle-size.ts said: its record, if it had one. */
export interface EarlierCeilings {
  /** Where it was read (a commit), for the sentence. */
  from: string;
  record?: Record<string, CeilingRecord>;
  ceilings: Record<string, number>;
}

/**
 * Every way the ceilings break the rule "lower a ceiling as the bundle shrinks; never raise
 * one", in sentences (none when they keep it): a record that is empty, goes up or stays level,
 * or goes on after `'met'`; a ceiling not above its target (the bundle met it: the record ends in
 * `'met'`); and, against each earlier version, a ceiling above the one it had there, a ceiling
 * for a bundle that had none (its target was met, or it is new), or a record whose past was
 * changed rather than added to.
 */
export function ceilingProblems(
  record: Record<string, CeilingRecord>,
  budgets: Record<string, number>,
  earlier: EarlierCeilings[] = [],
): string[] {
  const problems: string[] = [];
  for (const [name, entries] of Object.entries(record)) {
    const budget = budgets[name];
    if (budget === undefined) problems.push(`${name} has a ceiling but no target`);
    if (entries.length === 0) problems.push(`${name}'s ceiling record is empty`);
    entries.forEach((entry, at) => {
      const before = entries[at - 1];
      if (before === 'met') problems.push(`${name}'s record goes on after 'met'`);
      if (entry === 'met') return;
      if (typeof before === 'number' && entry >= before) {
        problems.push(`${name}'s ceiling was raised or kept level: ${before} B, then ${entry} B`);
      }
      if (budget !== undefined && entry <= budget) {
        problems.push(`${name}'s ceiling of ${entry} B is not above its target of ${budget} B`);
      }
    });
  }
  for (const version of earlier) {
    for (const [name, entries] of Object.entries(record)) {
      const last = entries.at(-1);
      if (typeof last !== 'number') continue;
      const then = version.ceilings[name];
      if (then === undefined) {
        problems.push(`${name} has a ceiling of ${last} B, and had none in ${version.from}`);
      } else if (last > then) {
        problems.push(`${name}'s ceiling was raised from ${then} B (${version.from}) to ${last} B`);
      }
    }
    for (const [name, entries] of Object.entries(version.record ?? {})) {
      const now = record[name] ?? [];
      if (entries.some((entry, at) => now[at] !== entry)) {
        problems.push(`${name}'s ceiling record was changed, not added to, since ${version.from}`);
      }
    }
  }
  return problems;
}

/** The lowest target each bundle has had, JavaScript and CSS, in the versions before one. */
export interface LimitFloor {
  budgets: Record<string, number>;
  cssBudgets: Record<string, number>;
}

/**
 * A version's targets against `floors`, the lowest they had in the versions it was made from:
 * a sentence for each one above it (a target is only ever lowered, even once taken out and put
 * back), and the floor after this version. No floors and no `limits`: no floor (the guard has
 * not started).
 */
export function loweredOnly(
  floors: LimitFloor[],
  limits?: { budgets: Record<string, number>; cssBudgets: Record<string, number> },
): { floor?: LimitFloor; problems: string[] } {
  if (floors.length === 0 && !limits) return { problems: [] };
  const problems: string[] = [];
  const lowest = (kind: keyof LimitFloor, label: string) => {
    const floor: Record<string, number> = {};
    for (const [name, bytes] of floors.flatMap((each) => Object.entries(each[kind]))) {
      floor[name] = Math.min(bytes, floor[name] ?? bytes);
    }
    for (const [name, bytes] of Object.entries(limits?.[kind] ?? {})) {
      const before = floor[name];
      if (before !== undefined && bytes > before) {
        problems.push(`${name}'s ${label} target was raised from ${before} B to ${bytes} B`);
      }
      floor[name] = Math.min(bytes, before ?? bytes);
    }
    return floor;
  };
  const floor = {
    budgets: lowest('budgets', 'JavaScript'),
    cssBudgets: lowest('cssBudgets', 'CSS'),
  };
  return { floor, problems };
}
