// How `npm test` runs its suites: side by side where the machine allows it, one after another
// where they would disturb each other. Plain JavaScript with Node's own modules, for the
// bootstrap.
//
// Every suite is bound by the machine's two cores, so a suite starts as soon as what it must
// not overlap is done, and no core waits at a step's end for the slowest suite of the step:
// - the unit tests and the e2e builds start at once (neither uses the other's output);
// - the browser tests that write machine-wide policy files start once the builds are made:
//   those files apply to every browser of the machine, so no other browser runs beside them
//   (the unit tests and the proofs start none);
// - the proofs start once the unit tests and the builds are done: their size proof builds in
//   the project's folder, beside which no other build runs (two would share `.wxt`);
// - the browser tests, three at a time, start once the machine-wide policies are gone;
// - the start/stop proof starts once the proofs and the machine-wide policies are done: it
//   builds in the project's folder and starts browsers.
// In run 117 (one step after another), the cores idled 53 s, most at a step's end.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINE_WIDE, START_STOP } from './test-plan.mjs';
import { notRun, readTimings } from './test-timing.mjs';

/** The suites of `npm test`, in the order their reports are printed. */
export const SUITES = [
  { name: 'unit and service', id: 'test-unit', script: 'test:unit', dir: 'tests/unit' },
  {
    name: 'resilience and size',
    id: 'test-proofs',
    script: 'test:proofs',
    dir: 'tests/proofs',
    args: ['--project', 'proofs'],
    keep: (file) => file !== START_STOP,
  },
  {
    name: 'start and stop',
    id: 'test-start-stop',
    script: 'test:proofs',
    dir: 'tests/proofs',
    args: ['--project', 'start-stop'],
    keep: (file) => file === START_STOP,
  },
  {
    name: 'browser',
    id: 'test-e2e',
    script: 'test:e2e',
    dir: 'tests/e2e',
    args: ['--project', 'browsers'],
    keep: (file) => !MACHINE_WIDE.includes(file),
  },
  {
    name: 'browser, machine-wide policies',
    id: 'test-e2e-machine-wide',
    script: 'test:e2e',
    dir: 'tests/e2e',
    args: ['--project', 'machine-wide'],
    keep: (file) => MACHINE_WIDE.includes(file),
  },
];

/**
 * Reads a vitest JSON report and returns its counts (a missing report counts as one failure),
 * with the tests skipped for a stated reason (`notRun`).
 */
function countsOf(reportFile) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, skipped: 0, notRun: [] };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return {
    notRun: notRun(report, process.cwd()),
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Runs the planned `suites` (SUITES with their files, from planSuites) and answers
 * `{ timings, total, exitCode, notRun }` (`notRun`: the tests skipped for a stated reason). `run(command, args, { env, quiet })` runs one command in the
 * project's folder and answers its exit code; `quiet` asks for its output whole at its end.
 * `reports` is the folder of the JSON and timing reports; `patterns` the person's, if any.
 */
export async function runSuites({ suites, patterns, reports, run }) {
  const planned = (id) => suites.find((suite) => suite.id === id);
  const total = { passed: 0, failed: 0, skipped: 0 };
  const timings = [];
  const skipped = [];
  let exitCode = 0;

  async function runSuite(suite, quiet) {
    if (!suite) return;
    const report = join(reports, `${suite.id}.json`);
    const timing = join(reports, `${suite.id}.timing.json`);
    console.log(
      `\n› Running the ${suite.name} tests${patterns.length ? ` (${suite.files.length} files)` : ''}${
        quiet ? ' (their output follows when they end)' : ''
      }…`,
    );
    const started = Date.now();
    const status = await run(
      'npm',
      [
        'run',
        '-s',
        suite.script,
        '--',
        ...(suite.args ?? []),
        '--reporter=default',
        '--reporter=json',
        '--reporter=./tests/support/timing-reporter.ts',
        `--outputFile.json=${report}`,
        ...(patterns.length ? suite.files : []),
      ],
      { env: { WK_TIMING_FILE: timing }, quiet, title: `the ${suite.name} tests` },
    );
    timings.push({ name: suite.name, wallMs: Date.now() - started, files: readTimings(timing) });
    const counts = countsOf(report);
    // A suite that failed with every test passed (the leftover check at its end) is a failure.
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
    for (const key of Object.keys(total)) total[key] += counts[key];
    skipped.push(...counts.notRun);
    if (status !== 0) exitCode = status;
  }

  const browsers = planned('test-e2e');
  const e2e = browsers ?? planned('test-e2e-machine-wide');
  // The e2e builds, made once here; the suite's own `npm run test:e2e` then finds them up to
  // date. A failed build is reported by that suite, which tries again and stops.
  const builds = e2e
    ? (async () => {
        const started = Date.now();
        console.log('\n› Making the browser tests’ builds (only those out of date)…');
        await run('node', ['scripts/build-once.mjs'], {
          quiet: Boolean(planned('test-unit')),
          title: 'the builds',
        });
        timings.push({ name: 'browser builds', wallMs: Date.now() - started, files: [] });
      })()
    : Promise.resolve();
  // One suite's output is printed as it comes (the unit tests', then the browser tests'); the
  // others', which run beside one of these, whole at their end.
  const unit = runSuite(planned('test-unit'), false);
  const machineWide = builds.then(() =>
    runSuite(planned('test-e2e-machine-wide'), Boolean(planned('test-unit') || browsers)),
  );
  const proofs = Promise.all([unit, builds]).then(() =>
    runSuite(planned('test-proofs'), Boolean(planned('test-e2e-machine-wide') || browsers)),
  );
  const browserTests = machineWide.then(() => runSuite(browsers, false));
  const startStop = Promise.all([proofs, machineWide]).then(() =>
    runSuite(planned('test-start-stop'), Boolean(browsers)),
  );
  await Promise.all([unit, machineWide, proofs, browserTests, startStop]);
  const order = [...SUITES.map((suite) => suite.name), 'browser builds'];
  timings.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return { timings, total, exitCode, notRun: skipped };
}
