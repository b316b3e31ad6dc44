#!/usr/bin/env node
// The extension builds the browser tests load, each made only when its inputs changed since it
// was last made: `npm test`, `npm run test:e2e` and a single e2e file then share one build.
// A content hash of every input (not file times, which a checkout or a copy changes) is kept
// beside the builds in .output/.build-stamps/. Plain JavaScript: it runs before vitest.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(ROOT, '.output', '.build-stamps');

/**
 * Marks a build made for the browser tests only: Vite's own minifier instead of Terser's three
 * passes for the pages (wxt.config.ts), 4 s of CPU against 18.5 s a build; the worker is
 * minified as it ships all the same (scripts/vite/worker-minify.ts), so that the browser tests
 * run the shipped worker's code.
 */
const TEST_BUILD = { WK_TEST_BUILD: '1' };

/** The builds of the browser tests: output folder, `wxt build` arguments and environment. */
export const E2E_BUILDS = [
  { dir: 'chrome-mv3-e2e', args: ['--mode', 'e2e'], env: TEST_BUILD },
  { dir: 'firefox-mv3-e2e', args: ['-b', 'firefox', '--mode', 'e2e'], env: TEST_BUILD },
  // The package as published, which the Firefox package test lints: minified as it ships.
  { dir: 'firefox-mv3', args: ['-b', 'firefox'], env: {} },
];

/** What a build is made of: its sources, its config and the locked dependencies. */
export const BUILD_INPUTS = [
  'entrypoints',
  'components',
  'lib',
  'assets',
  'public',
  'scripts/vite',
  'wxt.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true })
    .map((name) => join(path, String(name)))
    .filter((file) => statSync(file).isFile());
}

/** The hash of every input's path and content, with the build's own arguments. */
export function inputsHash(root, args) {
  const hash = createHash('sha256').update(JSON.stringify(args));
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input))).sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function build(args, env) {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'wxt'), ['build', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const stop = (signal) => child.kill(signal);
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  mkdirSync(STAMPS, { recursive: true });
  for (const { dir, args, env } of E2E_BUILDS) {
    const stamp = join(STAMPS, dir);
    // The environment is part of what is asked for: a build made with another is made again.
    const wanted = inputsHash(ROOT, [
      ...args,
      ...Object.entries(env).map((pair) => pair.join('=')),
    ]);
    const made = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
    if (made === wanted && existsSync(join(ROOT, '.output', dir, 'manifest.json'))) {
      console.log(`› .output/${dir} is up to date with its sources: not built again.`);
      continue;
    }
    const status = await build(args, env);
    if (status !== 0) process.exit(status);
    writeFileSync(stamp, `${wanted}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
