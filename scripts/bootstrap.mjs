#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) run through this file on a fresh
// clone, before anything is installed, so it uses nothing but Node's own modules. It installs
// the npm dependencies when they are missing or stale, tells the person plainly what else is
// missing (a Chromium, a Firefox), and then hands over to the real command. Ctrl-C and SIGTERM
// are handed to the command running, which stops what it started; the exit code is its own.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { findFirefox } from './find-firefox.mjs';
import { installPlan } from './install-plan.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';
import { releaseLock, takeLock } from './start-lock.mjs';
import { readStartOptions, StartUsageError, startHelp } from './start-options.mjs';
import { planSuites, testFiles } from './test-plan.mjs';
import { readTimings, timingReport } from './test-timing.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'node_modules', '.install-stamp');
const REPORTS = join(ROOT, '.data', 'test-reports');
const START_LOCK = join(ROOT, '.data', 'npm-start.lock');

/** The command running now, the signal that asked everything to stop, and that stop. */
let child;
let stopSignal;
let stopping;
/**
 * Hands the stop to the child's whole process group (npm's own children, a compiler, a build's
 * esbuild), SIGKILL after a grace period; exits at once when nothing runs.
 */
function stop(signal) {
  stopSignal ??= signal;
  if (!child) process.exit(128 + constants.signals[signal]);
  // A terminal's Ctrl-C arrives twice (from the terminal and from npm): the stop runs once.
  stopping ??= stopGroup(child, signal);
}
// A signal sent to this process alone (an IDE's stop button, a CI timeout) would otherwise
// leave the child and its browser running; a terminal's Ctrl-C no longer reaches the child
// itself either, as it runs in a process group of its own. npm passes a signal it gets to its
// script's process, which is this one: package.json's `exec node …` replaces npm's `sh -c`
// with it, as sh would only wait for it, signal or not.
// SIGHUP too: a closed terminal hangs up on its own process group only, which the child has left.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// Run some other way (through a shell of one's own that dies of a signal without passing it
// on), a parent that goes away is a stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopSignal) stop('SIGTERM');
}, 250).unref();

/**
 * Runs a command in a process group of its own, answering its exit code; after a stop signal,
 * exits with the child's once nothing of its group is left.
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    child = spawnGroup(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', async (code, signal) => {
      const status = code ?? 128 + (constants.signals[signal] ?? 0);
      // Stopped by the person: nothing after this command runs.
      if (stopSignal) {
        await stopping;
        process.exit(status);
      }
      child = undefined;
      resolve(status);
    });
  });
}

function lockfileHash() {
  const lock = join(ROOT, 'package-lock.json');
  const source = existsSync(lock) ? lock : join(ROOT, 'package.json');
  return createHash('sha256').update(readFileSync(source)).digest('hex');
}

/** Installs the npm dependencies when node_modules is absent or older than the lockfile. */
async function ensureDependencies() {
  const hasLockfile = existsSync(join(ROOT, 'package-lock.json'));
  const plan = installPlan({
    hasLockfile,
    hasTools: existsSync(join(ROOT, 'node_modules', '.bin', 'wxt')),
    installedHash: existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '',
    wantedHash: lockfileHash(),
  });
  if (!plan) return;
  console.log(plan.message);
  const status = await run('npm', plan.args);
  if (status !== 0) {
    console.error(
      `✖ Installing the npm dependencies failed (see above). Nothing else was run.${
        hasLockfile
          ? ' If you changed package.json, run npm install once to bring package-lock.json in line.'
          : ''
      }`,
    );
    process.exit(status);
  }
  // Hash again: npm may have rewritten the lockfile while installing.
  writeFileSync(STAMP, `${lockfileHash()}\n`);
}

function requireChromium(purpose) {
  const { path, problem } = findChromium();
  if (path) return path;
  console.error(`✖ ${purpose} needs a Chromium. ${problem}`);
  process.exit(1);
}

function requireFirefox(purpose) {
  const { path, problem } = findFirefox();
  if (path) return path;
  console.error(`✖ ${purpose} needs Firefox ESR too. ${problem}`);
  process.exit(1);
}

/** Reads a vitest JSON report and returns its counts (a missing report counts as one failure). */
function countsOf(reportFile) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Runs the three suites, or with patterns (`npm test -- side-panel`) only the files whose path
 * contains one, and only the suites that have such files. Prints the plain closing line and the
 * timing report (each suite's wall time and slowest files), also kept in .data/test-reports.
 */
async function test(patterns) {
  process.env.CHROME_PATH = requireChromium('The browser tests');
  process.env.FIREFOX_PATH = requireFirefox('The browser tests');
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const suites = planSuites(
    [
      { name: 'unit and service', script: 'test:unit', dir: 'tests/unit' },
      { name: 'resilience and size', script: 'test:proofs', dir: 'tests/proofs' },
      { name: 'browser', script: 'test:e2e', dir: 'tests/e2e' },
    ],
    patterns,
    (dir) => testFiles(ROOT, dir),
  );
  if (suites.length === 0) {
    console.error(`✖ No test file's path contains ${patterns.join(' or ')}. Nothing was run.`);
    process.exit(1);
  }
  const total = { passed: 0, failed: 0, skipped: 0 };
  const timings = [];
  let exitCode = 0;
  for (const suite of suites) {
    // File names without the script's colon (test:unit), which Windows refuses.
    const stem = join(REPORTS, suite.script.replace(':', '-'));
    const report = `${stem}.json`;
    const timing = `${stem}.timing.json`;
    console.log(
      `\n› Running the ${suite.name} tests${patterns.length ? ` (${suite.files.length} files)` : ''}…`,
    );
    const started = Date.now();
    process.env.WK_TIMING_FILE = timing;
    const status = await run('npm', [
      'run',
      '-s',
      suite.script,
      '--',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./tests/support/timing-reporter.ts',
      `--outputFile.json=${report}`,
      ...(patterns.length ? suite.files : []),
    ]);
    timings.push({ name: suite.name, wallMs: Date.now() - started, files: readTimings(timing) });
    const counts = countsOf(report);
    // A suite that failed with every test passed (the leftover check at its end) is a failure.
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
    for (const key of Object.keys(total)) total[key] += counts[key];
    if (status !== 0) exitCode = status;
  }
  const timingText = timingReport(timings);
  writeFileSync(join(REPORTS, 'timing.md'), `${timingText}\n`);
  console.log(`\n${timingText}\n(kept in .data/test-reports/timing.md)`);
  // One plain closing line that any reader of the log can count.
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(exitCode !== 0 || total.failed > 0 ? exitCode || 1 : 0);
}

/**
 * Reads `npm start`'s options before anything is installed or built: `--help` prints them, a
 * mistake stops here in words with exit code 2, and an option npm kept for itself
 * (`npm start --admin`) is taken from its environment and said so. Answers them written out.
 */
function startOptions() {
  try {
    const { values, args, notes } = readStartOptions(process.argv.slice(3), process.env);
    if (values.help) {
      console.log(startHelp());
      process.exit(0);
    }
    for (const note of notes) console.log(`› ${note}`);
    // Now written out as arguments: the npm that builds the extension need not warn about them.
    for (const name of Object.keys(values))
      delete process.env[`npm_config_${name.replaceAll('-', '_')}`];
    if (values['no-build']) delete process.env.npm_config_build;
    return args;
  } catch (error) {
    if (!(error instanceof StartUsageError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(error.exitCode);
  }
}

/**
 * One `npm start` per clone (scripts/start-lock.mjs): a second one says which process runs and
 * stops with exit code 1 before it installs or builds anything beside the first.
 */
function lockStart() {
  const lock = takeLock(START_LOCK);
  if (!lock.taken) {
    console.error(
      `✖ npm start is already running in this folder (process ${lock.holder}). Stop it first ` +
        `(Ctrl+C where it runs, or kill ${lock.holder}), then run npm start again.`,
    );
    process.exit(1);
  }
  process.on('exit', () => releaseLock(START_LOCK));
}

async function start(args) {
  requireChromium('npm start opens the extension in a browser, so it');
  // Node with tsx's loader, not the tsx command: that one is a process of its own which, given
  // a signal, kills its child outright when the child has not said within 30 ms that it got it
  // (as on a busy machine), and start.ts then leaves its browser profile behind.
  process.exit(
    await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts'), ...args]),
  );
}

const command = process.argv[2];
if (command !== 'test' && command !== 'start' && command !== 'install') {
  console.error('Usage: node scripts/bootstrap.mjs test|start|install [-- options]');
  process.exit(2);
}
const startArgs = command === 'start' ? startOptions() : [];
if (command === 'start') lockStart();
// `install` only brings node_modules up to date (CI runs it as a step of its own).
await ensureDependencies();
if (command === 'test') await test(process.argv.slice(3));
else if (command === 'start') await start(startArgs);
