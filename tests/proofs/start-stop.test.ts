import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leftovers } from '../support/leftovers';
import {
  leftAfter,
  marked,
  type NpmStart,
  npmStart,
  parents,
  processOf,
  runs,
  until,
} from './support/npm-start';

// The real `npm start`, headless, on port 0 with its data in a folder of its own, stopped by one
// signal sent to one of its processes only, as an IDE's stop button, `timeout -s INT` or a
// supervisor does (a terminal's Ctrl-C reaches them all). Everything must be gone within 5 s:
// every process it started (the builders and the browser too, found by a mark in their
// environment even when they lost their parent), the port, the browser's temporary profile.

const STOP_WITHIN_MS = 5_000;
let work: string;
const running: NpmStart[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'wk-start-stop-'));
});
afterAll(() => {
  for (const { mark } of running) for (const { pid } of marked(mark)) process.kill(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Starts `npm start` in a temporary folder of its own, with its data in another. */
function start(npmArgs: string[], args: string[]) {
  const temp = mkdtempSync(join(work, 'tmp-'));
  const data = join(work, `data-${running.length}`);
  const started = npmStart(npmArgs, ['--port', '0', '--data-dir', data, ...args], temp);
  running.push(started);
  return { started, temp };
}

// npm's `sh -c` is the bootstrap itself (`exec`), and tsx is no process of its own (Node runs
// start.ts with tsx's loader): these three are every process between npm and the builders or
// the browser.
type Role = 'npm' | 'bootstrap' | 'start.ts';
const PATTERNS: Record<Role, RegExp> = {
  npm: /^npm start/,
  bootstrap: /^node .*bootstrap\.mjs start/,
  'start.ts': /--import tsx .*scripts\/start\.ts/,
};
const pidOf = (started: NpmStart, role: Role) =>
  role === 'npm' ? (started.npm.pid as number) : (processOf(started, PATTERNS[role]) as number);

/** Waits until wxt builds and has started a child of its own (esbuild's service). */
async function building(started: NpmStart) {
  // Found once: reading every process's environment 20 times a second costs CPU the browser
  // tests beside this proof need.
  let wxt: number | undefined;
  const underWay = await until(() => {
    wxt ??= processOf(started, /\.bin\/wxt build/);
    return wxt !== undefined && [...parents().values()].includes(wxt);
  }, 90_000);
  if (!underWay) throw new Error(`The build never got under way:\n${started.output()}`);
}

describe('npm start stops on one signal during its first build', { timeout: 120_000 }, () => {
  // Before any build of the demo extension: the browser tests below build it again after.
  test.each([
    ['SIGINT', 'npm', ''],
    ['SIGTERM', 'bootstrap', ', after refusing a second npm start'],
    ['SIGINT', 'start.ts', ''],
  ] as const)('%s to %s while wxt builds%s', async (signal, role, _note) => {
    const { started, temp } = start([], []);
    await building(started);
    if (role === 'bootstrap') {
      // A second npm start meanwhile says so and stops, and the first one builds on.
      const second = start([], ['--no-build']).started;
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `npm start is already running in this folder (process ${pidOf(started, 'bootstrap')})`,
      );
      expect(marked(second.mark)).toEqual([]);
      expect(processOf(started, /\.bin\/wxt build/)).toBeDefined();
    }
    process.kill(pidOf(started, role), signal);
    expect(await leftAfter(started, STOP_WITHIN_MS), `left after ${signal}`).toEqual([]);
    expect(leftovers(temp)).toEqual([]);
  });
});

/** `root` and all its descendants, in order from the root down (children after parents). */
function tree(root: number): number[] {
  const table = parents();
  const found = [root];
  for (let index = 0; index < found.length; index++) {
    for (const [pid, ppid] of table) if (ppid === found[index]) found.push(pid);
  }
  return found;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const ROLES: Role[] = ['npm', 'bootstrap', 'start.ts'];

describe('npm start stops on one signal with the browser running', { timeout: 120_000 }, () => {
  // Once, what `npm start` builds before opening the browser; each run below opens this build.
  beforeAll(() => {
    execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'ignore' });
  }, 240_000);

  test.each(
    ROLES.flatMap((role) => (['SIGINT', 'SIGTERM'] as const).map((signal) => ({ role, signal }))),
  )('$signal to $role', async ({ role, signal }) => {
    // One run uses an option npm keeps for itself, which is honoured from npm's environment.
    const admin = role === 'npm' && signal === 'SIGINT';
    const { started, temp } = start(admin ? ['--admin'] : [], ['--no-build']);
    const ready = await until(
      () => started.output().includes('Press Ctrl+C to stop.') || started.npm.exitCode !== null,
      60_000,
    );
    if (!ready || started.npm.exitCode !== null) {
      throw new Error(`npm start ended early or never got ready:\n${started.output()}`);
    }
    if (admin) expect(started.output()).toContain('connected as Sam Rivera');
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(started.output())?.[1]);
    const processes = tree(started.npm.pid as number);
    expect(processes.length).toBeGreaterThan(5);
    const bootstrapPid = pidOf(started, 'bootstrap');
    const bootstrapParent = parents().get(bootstrapPid);
    process.kill(pidOf(started, role), signal);

    expect(await leftAfter(started, STOP_WITHIN_MS), `left after ${signal}`).toEqual([]);
    // Every process of the tree is gone too (a mark dropped from an environment hides none).
    expect(processes.filter(runs)).toEqual([]);
    expect(await portFree(port)).toBe(true);
    // The browser's profile (and anything else it put in the temporary folder) is gone.
    expect(leftovers(temp)).toEqual([]);
    // npm's script process is the bootstrap itself (`exec`): no `sh -c` waits in between.
    expect(bootstrapParent).toBe(started.npm.pid);
  });
});
