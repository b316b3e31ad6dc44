import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leftovers } from '../support/leftovers';

// The real `npm start`, headless, on port 0 with its data in a folder of its own, stopped by one
// signal sent to one of its processes only, as an IDE's stop button, `timeout -s INT` or a
// supervisor does (a terminal's Ctrl-C reaches them all). Everything must be gone within 5 s:
// every process it started (the browser's too), the port, the browser's temporary profile.

const STOP_WITHIN_MS = 5_000;
let work: string;
const running: ChildProcess[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'wk-start-stop-'));
  // Once, what `npm start` builds before opening the browser; each run below opens this build.
  execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'ignore' });
}, 240_000);
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Every process's parent, read from `ps` (Linux, where the browser tests run). */
function parents(): Map<number, number> {
  const table = new Map<number, number>();
  for (const line of execFileSync('ps', ['-e', '-o', 'pid=,ppid=']).toString().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid) table.set(pid, ppid as number);
  }
  return table;
}

/** `root` and all its descendants, in order from the root down (children after parents). */
function tree(root: number): number[] {
  const table = parents();
  const found = [root];
  for (let index = 0; index < found.length; index++) {
    for (const [pid, ppid] of table) if (ppid === found[index]) found.push(pid);
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Starts `npm start`, waits until it says it is ready, and answers its processes and port. */
async function startNpm(npmArgs: string[], temp: string) {
  const data = join(work, `data-${running.length}`);
  const { DISPLAY: _display, ...env } = process.env;
  const npm = spawn(
    'npm',
    ['start', ...npmArgs, '--', '--port', '0', '--data-dir', data, '--no-build'],
    // No display: headless, as on a server. Its own temporary folder, checked empty at the end.
    { env: { ...env, TMPDIR: temp }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(npm);
  let output = '';
  npm.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  npm.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl+C to stop.')) resolve();
      else if (npm.exitCode !== null) reject(new Error(`npm start ended early:\n${output}`));
    }, 100);
    void exited.finally(() => setTimeout(() => clearInterval(timer), 200));
  });
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  return { npm, exited, port, output: () => output };
}

// npm's `sh -c` is the bootstrap itself (`exec`), and tsx is no process of its own (Node runs
// start.ts with tsx's loader): these three are every process between npm and the browser.
type Role = 'npm' | 'bootstrap' | 'start.ts';
const ROLES: Role[] = ['npm', 'bootstrap', 'start.ts'];

describe('npm start stops on one signal to any one of its processes', { timeout: 120_000 }, () => {
  test.each(
    ROLES.flatMap((role) => (['SIGINT', 'SIGTERM'] as const).map((signal) => ({ role, signal }))),
  )('$signal to $role', async ({ role, signal }) => {
    const temp = mkdtempSync(join(work, 'tmp-'));
    // One run uses an option npm keeps for itself, which is honoured from npm's environment.
    const admin = role === 'npm' && signal === 'SIGINT';
    const started = await startNpm(admin ? ['--admin'] : [], temp);
    if (admin) expect(started.output()).toContain('connected as Sam Rivera');
    const processes = tree(started.npm.pid as number);
    const args = (pid: number) => {
      try {
        return execFileSync('ps', ['-o', 'args=', '-p', String(pid)]).toString();
      } catch {
        return ''; // gone since
      }
    };
    const find = (pattern: RegExp) => processes.find((pid) => pattern.test(args(pid))) as number;
    const bootstrapPid = find(/^node .*bootstrap\.mjs start/);
    const startPid = find(/--import tsx .*scripts\/start\.ts/);
    const target = {
      npm: started.npm.pid as number,
      bootstrap: bootstrapPid,
      'start.ts': startPid,
    }[role];
    expect(processes.length).toBeGreaterThan(5);
    const bootstrapParent = parents().get(bootstrapPid);
    process.kill(target as number, signal);

    const end = Date.now() + STOP_WITHIN_MS;
    while (Date.now() < end && processes.some(alive)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const left = processes.filter(alive);
    for (const pid of left) process.kill(pid, 'SIGKILL');
    expect(left, `still running ${STOP_WITHIN_MS / 1000} s after ${signal}`).toEqual([]);
    expect(await portFree(started.port)).toBe(true);
    // The browser's profile (and anything else it put in the temporary folder) is gone.
    expect(leftovers(temp)).toEqual([]);
    // npm's script process is the bootstrap itself (`exec`): no `sh -c` waits in between.
    expect(bootstrapParent).toBe(started.npm.pid);
  });
});
