#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) run through this file on a fresh
// clone, before anything is installed, so it uses nothing but Node's own modules. It installs
// the npm dependencies when they are missing or stale, tells the person plainly what else is
// missing (a Chromium, a Firefox), and then hands over to the real command. Ctrl-C and SIGTERM
// are handed to the command running, which stops what it started; the exit code is its own.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { findFirefox, firefoxTooOld } from './find-firefox.mjs';
import { installPlan } from './install-plan.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';
import { releaseLock, takeLock } from './start-lock.mjs';
import { readStartOptions, StartUsageError, startHelp } from './start-options.mjs';
import { planSuites, testFiles } from './test-plan.mjs';
import { runSuites, SUITES } from './test-run.mjs';
import { notRunLines, timingReport } from './test-timing.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'node_modules', '.install-stamp');
const REPORTS = join(ROOT, '.data', 'test-reports');
const START_LOCK = join(ROOT, '.data', 'npm-start.lock');

/** The commands running now (`npm test` runs suites side by side), the stop signal, that stop. */
const children = new Set();
let stopSignal;
let stopping;
/**
 * Hands the stop to each child's whole process group (npm's own children, a compiler, a
 * build's esbuild), SIGKILL after a grace period; exits at once when nothing runs.
 */
function stop(signal) {
  stopSignal ??= signal;
  if (children.size === 0) process.exit(128 + constants.signals[signal]);
  // A terminal's Ctrl-C arrives twice (from the terminal and from npm): the stop runs once.
  stopping ??= Promise.all([...children].map((child) => stopGroup(child, signal)));
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
 * exits with the child's once nothing of any group is left. With `env`, those variables are
 * added to its environment; with `quiet`, its output is printed whole when it ends (under
 * `title`), for a command that runs beside another one printing as it goes.
 */
function run(command, args, { env, quiet = false, title = command } = {}) {
  return new Promise((resolve, reject) => {
    if (stopSignal) return;
    const child = spawnGroup(command, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(quiet && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        ...env,
      },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => {
      children.delete(child);
      reject(error);
    });
    child.once('exit', async (code, signal) => {
      // What a quiet command printed last is read once its output closes (a stray process of
      // its that holds the output open delays this by 2 s at most).
      if (quiet) await Promise.race([once(child, 'close'), pause(2_000)]);
      children.delete(child);
      const status = code ?? 128 + (constants.signals[signal] ?? 0);
      if (quiet) process.stdout.write(`\n› The output of ${title}:\n${Buffer.concat(output)}`);
      // Stopped by the person: nothing after this command runs.
      if (stopSignal) {
        await stopping;
        process.exit(status);
      }
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
  // Checked before the first test: an older Firefox fails a test in three with protocol errors.
  const old = path && firefoxTooOld(path);
  if (path && !old) return path;
  console.error(old ? `✖ ${old}` : `✖ ${purpose} needs Firefox ESR too. ${problem}`);
  process.exit(1);
}

/**
 * Runs the suites (scripts/test-run.mjs), or with patterns (`npm test -- side-panel`) only the
 * files whose path contains one, and only the suites that have such files. Prints the plain
 * closing line and the timing report (the run's and each suite's wall time and slowest files),
 * also kept in .data/test-reports.
 */
async function test(patterns) {
  process.env.CHROME_PATH = requireChromium('The browser tests');
  process.env.FIREFOX_PATH = requireFirefox('The browser tests');
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const suites = planSuites(SUITES, patterns, (dir) => testFiles(ROOT, dir));
  if (suites.length === 0) {
    console.error(`✖ No test file's path contains ${patterns.join(' or ')}. Nothing was run.`);
    process.exit(1);
  }
  const started = Date.now();
  const { timings, total, exitCode, notRun } = await runSuites({
    suites,
    patterns,
    reports: REPORTS,
    run,
  });
  const timingText = timingReport(timings, Date.now() - started);
  writeFileSync(join(REPORTS, 'timing.md'), `${timingText}\n`);
  console.log(`\n${timingText}\n(kept in .data/test-reports/timing.md)`);
  // One plain closing line that any reader of the log can count.
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  // Last: what did not run here and why (the machine-wide tests need root).
  for (const line of notRunLines(notRun)) console.log(line);
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
