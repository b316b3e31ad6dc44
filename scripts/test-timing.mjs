// The timing report of `npm test`: each suite's wall time and its slowest files, so that work
// on the suite's time is measured, not guessed. Plain JavaScript with no dependencies, like the
// bootstrap that prints it.
import { existsSync, readFileSync } from 'node:fs';

/** How many files of each suite the report names. */
export const SLOWEST = 15;

/** Reads the per-file times a suite's TimingReporter wrote, or none when it wrote nothing. */
export function readTimings(file) {
  if (!existsSync(file)) return [];
  try {
    const rows = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * The report as Markdown: the whole run's wall time `totalMs` (suites run side by side, so not
 * their sum), then for each suite `{ name, wallMs, files }` (files as TimingReporter writes
 * them) its wall time and its `SLOWEST` slowest files with their wall and set-up time, slowest
 * first. A step without files (the builds) gets its time only.
 */
export function timingReport(suites, totalMs) {
  const lines = [`# npm test: ${seconds(totalMs)} s`, ''];
  for (const suite of suites) {
    if (suite.files.length === 0) {
      lines.push(`## ${suite.name}: ${seconds(suite.wallMs)} s`, '');
      continue;
    }
    const slowest = [...suite.files].sort((a, b) => b.wall - a.wall).slice(0, SLOWEST);
    lines.push(
      `## ${suite.name}: ${seconds(suite.wallMs)} s, ${suite.files.length} files`,
      '',
      '| file | wall s | set-up s |',
      '| --- | ---: | ---: |',
      ...slowest.map((row) => `| ${row.file} | ${seconds(row.wall)} | ${seconds(row.setup)} |`),
      '',
    );
  }
  return lines.join('\n');
}

/** A describe's or a test's own words for why it did not run: `… (skipped: <reason>)`. */
const SKIPPED_BECAUSE = /\(skipped: (.+)\)$/;

/**
 * The tests a vitest JSON report (its parsed object) says were skipped for a stated reason, per
 * file: `[{ file, count, reason }]`, the file relative to `root`. Such tests (the machine-wide
 * ones, run only as root) skip with a reason in their describe's name, so that a green run that
 * did not check them is not read as one that did.
 */
export function notRun(report, root) {
  const found = new Map();
  for (const result of report?.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'skipped' && test.status !== 'pending') continue;
      const reason = [...(test.ancestorTitles ?? []), test.title]
        .map((title) => SKIPPED_BECAUSE.exec(title ?? '')?.[1])
        .find(Boolean);
      if (!reason) continue;
      const file = String(result.name ?? '').replace(`${root}/`, '');
      const key = `${file}\n${reason}`;
      found.set(key, { file, reason, count: (found.get(key)?.count ?? 0) + 1 });
    }
  }
  return [...found.values()];
}

/** The closing lines that name what did not run and why (none when everything ran). */
export function notRunLines(skipped) {
  if (skipped.length === 0) return [];
  const count = skipped.reduce((sum, entry) => sum + entry.count, 0);
  return [
    `Not run here: ${count} test${count === 1 ? '' : 's'} (a pass of this run says nothing of them):`,
    ...skipped.map(({ file, count: n, reason }) => `  ${file}: ${n} skipped, because ${reason}`),
  ];
}
