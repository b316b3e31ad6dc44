// Smoke test of the Firefox build: installs it as a temporary add-on in a headless Firefox
// (Debian's firefox-esr), the way a developer loads it, and reports whether Firefox took it.
// Usage: npm run smoke:firefox   (builds first; needs `apt-get install -y firefox-esr`)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const BUILD = resolve('.output/firefox-mv3');
const LIMIT_MS = 120_000;

if (!existsSync(FIREFOX)) {
  console.error(
    `✖ No Firefox at ${FIREFOX}. On Debian: sudo apt-get install -y firefox-esr (or set FIREFOX_PATH).`,
  );
  process.exit(1);
}
console.log('› Building for Firefox…');
if (spawnSync('npx', ['wxt', 'build', '-b', 'firefox'], { stdio: 'inherit' }).status !== 0) {
  console.error('✖ The Firefox build failed (see above).');
  process.exit(1);
}
console.log('› Linting the build (web-ext lint)…');
const lint = spawnSync('npx', ['web-ext', 'lint', '--source-dir', BUILD], {
  stdio: 'inherit',
});
if (lint.status !== 0) {
  console.error('✖ web-ext lint found errors (see above).');
  process.exit(1);
}

console.log('› Installing it in a headless Firefox…');
const run = spawn(
  'npx',
  [
    'web-ext',
    'run',
    '--source-dir',
    BUILD,
    '--firefox',
    FIREFOX,
    '--no-reload',
    '--no-input',
    '--arg=-headless',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
);
let output = '';
const stop = (code: number, message: string) => {
  console.log(message);
  try {
    // web-ext starts Firefox as a child: end the whole group.
    process.kill(-(run.pid ?? 0), 'SIGTERM');
  } catch {
    // Already gone.
  }
  process.exit(code);
};
const timer = setTimeout(
  () =>
    stop(
      1,
      `✖ Firefox did not report the add-on as installed within ${LIMIT_MS / 1000} s.\n${output}`,
    ),
  LIMIT_MS,
);
const watch = (chunk: Buffer) => {
  output += chunk.toString();
  if (/Installed .* as a temporary add-on/.test(output)) {
    clearTimeout(timer);
    stop(0, '✔ Firefox installed the extension as a temporary add-on.');
  }
};
run.stdout.on('data', watch);
run.stderr.on('data', watch);
run.on('exit', (code) => {
  clearTimeout(timer);
  stop(1, `✖ web-ext stopped (exit ${code}) before Firefox installed the add-on.\n${output}`);
});
