import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

// The real bootstrap, run in a copy of the project's layout where dependencies are current and
// scripts/start.ts (what `npm start` hands over to, through Node with tsx's loader) is a fake
// long-running child that records its pid; the fake `tsx` only lets Node run a .ts file.
const SCRIPTS = fileURLToPath(new URL('../../../scripts/', import.meta.url));

let root: string;
const started: ChildProcess[] = [];
/** Processes the fake children start, killed after each test if anything left them. */
const strays: number[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bootstrap-signals-'));
  mkdirSync(join(root, 'scripts'));
  // Every Node-only module of scripts/, so the bootstrap's own imports are all there.
  for (const file of readdirSync(SCRIPTS).filter((name) => name.endsWith('.mjs'))) {
    copyFileSync(join(SCRIPTS, file), join(root, 'scripts', file));
  }
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(root, 'node_modules', '.bin', 'wxt'), '');
  const tsx = join(root, 'node_modules', 'tsx');
  mkdirSync(tsx);
  writeFileSync(join(tsx, 'package.json'), '{"name":"tsx","exports":"./index.mjs"}');
  // A .ts file is loaded as CommonJS JavaScript, all the fake child needs.
  const hook = `export async function load(url, context, next) {
  return url.endsWith('.ts') ? { format: 'commonjs', source: null, shortCircuit: true } : next(url, context);
}`;
  writeFileSync(
    join(tsx, 'index.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});\n`,
  );
  const hash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json')));
  writeFileSync(join(root, 'node_modules', '.install-stamp'), `${hash.digest('hex')}\n`);
});
afterEach(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of strays.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/**
 * The fake child: records its pid, then runs until a signal; `onSignal` is its handler body,
 * `prelude` code it runs first.
 */
function fakeChild(onSignal: string | undefined, prelude = '') {
  const file = join(root, 'scripts', 'start.ts');
  const handler = onSignal
    ? `for (const s of ['SIGINT', 'SIGTERM']) process.on(s, (name) => { ${onSignal} });`
    : '';
  writeFileSync(
    file,
    `const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const dir = ${JSON.stringify(root)};
${prelude}
${handler}
writeFileSync(join(dir, 'child.pid'), String(process.pid));
setInterval(() => {}, 1000);
`,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` runs: an orphan killed is a zombie until the machine's init reaps it. */
function runs(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts `bootstrap.mjs start` (through sh when `throughShell`) and waits for the fake child. */
async function startBootstrap(throughShell = false) {
  const script = join(root, 'scripts', 'bootstrap.mjs');
  const bootstrap = spawn(
    throughShell ? '/bin/sh' : process.execPath,
    throughShell ? ['-c', `"${process.execPath}" "${script}" start; echo done`] : [script, 'start'],
    { cwd: root, env: { ...process.env, CHROME_PATH: process.execPath }, stdio: 'ignore' },
  );
  started.push(bootstrap);
  const exited = new Promise<number | null>((resolve) =>
    bootstrap.once('exit', (code) => resolve(code)),
  );
  const pidFile = join(root, 'child.pid');
  await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '');
  const childPid = Number(readFileSync(pidFile, 'utf8'));
  expect(alive(childPid)).toBe(true);
  return { bootstrap, exited, childPid };
}

/**
 * Starts `bootstrap.mjs start`, waits for the fake child, sends `signal` to the bootstrap only;
 * or, `throughShell`, runs it as npm does (`sh -c`, which passes no signal on) and signals sh.
 */
async function startThenSignal(signal: NodeJS.Signals, throughShell = false) {
  const { bootstrap, exited, childPid } = await startBootstrap(throughShell);
  bootstrap.kill(signal);
  const code = await Promise.race([
    exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5_000)),
  ]);
  // The child may take a moment to finish; one still there after 3 s was left behind.
  await until(() => !alive(childPid), 3_000).catch(() => undefined);
  const childAlive = alive(childPid);
  if (childAlive) process.kill(childPid, 'SIGKILL');
  return { code, childAlive };
}

describe('the bootstrap hands Ctrl-C and SIGTERM to its child', { timeout: 20_000 }, () => {
  test('SIGINT reaches the child, which cleans up; the exit code is the child’s', async () => {
    fakeChild(`writeFileSync(join(dir, 'stopped'), name); setTimeout(() => process.exit(0), 50);`);
    const { code, childAlive } = await startThenSignal('SIGINT');
    expect(childAlive).toBe(false);
    expect(readFileSync(join(root, 'stopped'), 'utf8')).toBe('SIGINT');
    expect(code).toBe(0);
  });

  test('SIGTERM reaches the child too', async () => {
    fakeChild(`writeFileSync(join(dir, 'stopped'), name); process.exit(3);`);
    const { code, childAlive } = await startThenSignal('SIGTERM');
    expect(childAlive).toBe(false);
    expect(readFileSync(join(root, 'stopped'), 'utf8')).toBe('SIGTERM');
    expect(code).toBe(3);
  });

  test('SIGHUP (its terminal closed) reaches the child, which has a process group of its own', async () => {
    fakeChild(
      `writeFileSync(join(dir, 'stopped'), name); process.exit(0);`,
      "process.on('SIGHUP', () => process.emit('SIGTERM', 'SIGHUP'));",
    );
    const { code, childAlive } = await startThenSignal('SIGHUP');
    expect(childAlive).toBe(false);
    expect(readFileSync(join(root, 'stopped'), 'utf8')).toBe('SIGHUP');
    expect(code).toBe(0);
  });

  test('run through sh as npm runs it, the child stops when sh is stopped', async () => {
    fakeChild(`writeFileSync(join(dir, 'stopped'), name); process.exit(0);`);
    const { childAlive } = await startThenSignal('SIGTERM', true);
    // sh dies of the signal without passing it on; the orphaned bootstrap sees its parent go.
    expect(existsSync(join(root, 'stopped'))).toBe(true);
    expect(childAlive).toBe(false);
  });

  test('a child killed by the signal makes the bootstrap exit 128 + its number', async () => {
    fakeChild(undefined);
    const { code, childAlive } = await startThenSignal('SIGINT');
    expect(childAlive).toBe(false);
    expect(code).toBe(130);
  });

  test.runIf(process.platform === 'linux')(
    'a grandchild (a builder) stops with the child, even one that ignores the signal',
    async () => {
      // As npx leaves wxt and esbuild: the child goes at once, its own child stays unless killed.
      const pidFile = join(root, 'grandchild.pid');
      const grandchild = `for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => {});
require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
setInterval(() => {}, 1000);`;
      // The child waits for the grandchild's handlers before it says it runs.
      fakeChild(
        'process.exit(0);',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'ignore' });
while (!require('node:fs').existsSync(${JSON.stringify(pidFile)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);`,
      );
      const { code, childAlive } = await startThenSignal('SIGINT');
      const grandchildPid = Number(readFileSync(pidFile, 'utf8'));
      strays.push(grandchildPid);
      // The bootstrap exited within 5 s of the signal, and only once its child's group was gone.
      expect(code).toBe(0);
      expect(childAlive).toBe(false);
      expect(runs(grandchildPid)).toBe(false);
    },
  );

  test('a second start while one runs says so and stops with exit code 1', async () => {
    fakeChild('process.exit(0);');
    const first = await startBootstrap();
    rmSync(join(root, 'child.pid'));
    const second = spawn(process.execPath, [join(root, 'scripts', 'bootstrap.mjs'), 'start'], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.execPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.push(second);
    let said = '';
    second.stderr?.on('data', (chunk) => {
      said += chunk;
    });
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(said).toContain(
      `npm start is already running in this folder (process ${first.bootstrap.pid})`,
    );
    // No second child was started.
    expect(existsSync(join(root, 'child.pid'))).toBe(false);
    first.bootstrap.kill('SIGTERM');
    await first.exited;
    // The lock went with the first one: the next start runs.
    expect(existsSync(join(root, '.data', 'npm-start.lock'))).toBe(false);
  });
});
