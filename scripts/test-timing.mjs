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
 * The report as Markdown: for each suite `{ name, wallMs, files }` (files as TimingReporter
 * writes them), its wall time (builds included) and its `SLOWEST` slowest files with their
 * wall and set-up time, slowest first.
 */
export function timingReport(suites) {
  const total = suites.reduce((sum, suite) => sum + suite.wallMs, 0);
  const lines = [`# npm test: ${seconds(total)} s`, ''];
  for (const suite of suites) {
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
