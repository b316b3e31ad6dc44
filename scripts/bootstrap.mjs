#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) run through this file on a fresh
// clone, before anything is installed, so it uses nothing but Node's own modules. It installs
// the npm dependencies when they are missing or stale, tells the person plainly what else is
// missing (a Chromium, a Firefox), and then hands over to the real command.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { findFirefox } from './find-firefox.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'node_modules', '.install-stamp');
const REPORTS = join(ROOT, '.data', 'test-reports');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function lockfileHash() {
  const lock = join(ROOT, 'package-lock.json');
  const source = existsSync(lock) ? lock : join(ROOT, 'package.json');
  return createHash('sha256').update(readFileSync(source)).digest('hex');
}

/** Installs the npm dependencies when node_modules is absent or older than the lockfile. */
function ensureDependencies() {
  const wanted = lockfileHash();
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === wanted && existsSync(join(ROOT, 'node_modules', '.bin', 'wxt'))) return;
  console.log(
    installed
      ? '› The lockfile changed since the last install: updating dependencies…'
      : '› First run: installing dependencies (about two minutes)…',
  );
  // `npm install` rather than `npm ci`: the lockfile names every platform's optional binaries
  // (Biome's), and `npm ci` refuses to run on a registry that serves only this platform's.
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('✖ Installing the npm dependencies failed (see above). Nothing else was run.');
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

function test() {
  process.env.CHROME_PATH = requireChromium('The browser tests');
  process.env.FIREFOX_PATH = requireFirefox('The browser tests');
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const suites = [
    { name: 'unit and service', script: 'test:unit', report: join(REPORTS, 'unit.json') },
    { name: 'resilience and size', script: 'test:proofs', report: join(REPORTS, 'proofs.json') },
    { name: 'browser', script: 'test:e2e', report: join(REPORTS, 'e2e.json') },
  ];
  const total = { passed: 0, failed: 0, skipped: 0 };
  let exitCode = 0;
  for (const suite of suites) {
    console.log(`\n› Running the ${suite.name} tests…`);
    const status = run('npm', [
      'run',
      '-s',
      suite.script,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${suite.report}`,
    ]);
    const counts = countsOf(suite.report);
    for (const key of Object.keys(total)) total[key] += counts[key];
    if (status !== 0) exitCode = status;
  }
  // One plain closing line that any reader of the log can count.
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(exitCode !== 0 || total.failed > 0 ? exitCode || 1 : 0);
}

function start() {
  requireChromium('npm start opens the extension in a browser, so it');
  process.exit(
    run(join(ROOT, 'node_modules', '.bin', 'tsx'), [
      join(ROOT, 'scripts', 'start.ts'),
      ...process.argv.slice(3),
    ]),
  );
}

const command = process.argv[2];
if (command !== 'test' && command !== 'start') {
  console.error('Usage: node scripts/bootstrap.mjs test|start [-- options]');
  process.exit(2);
}
ensureDependencies();
if (command === 'test') test();
else start();
