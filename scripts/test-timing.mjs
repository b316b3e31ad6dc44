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
