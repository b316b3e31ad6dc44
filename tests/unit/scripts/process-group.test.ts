import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { descendants, groupAlive, spawnGroup, stopGroup } from '../../../scripts/process-group.mjs';

// Real processes: a child that starts a grandchild the way npx starts wxt and wxt esbuild, and
// writes the grandchild's pid where the test reads it.

let dir: string;
const started: number[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'process-group-'));
});
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Ignores SIGTERM and SIGINT, noting each one it got in `dir` (`term-<pid>`). */
const ignoreTerm = (dir: string) =>
  `const note = () => require('node:fs').appendFileSync(require('node:path').join(${JSON.stringify(dir)}, 'term-' + process.pid), 'x'); process.on('SIGTERM', note); process.on('SIGINT', note);`;

/**
 * A child leading its group; its grandchild ignores SIGTERM when `stubborn`, or has its own
 * group. Answered once both have their handlers: the child installs its own before it starts
 * the grandchild, which writes its pid once it has installed its own.
 */
async function family(options: { stubborn?: boolean; detachedGrandchild?: boolean } = {}) {
  const pidFile = join(dir, 'grandchild.pid');
  const handlers = options.stubborn ? ignoreTerm(dir) : '';
  const grandchild = `${handlers} require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`;
  const child = spawnGroup(
    process.execPath,
    [
      '-e',
      `${handlers}
const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'ignore', detached: ${Boolean(options.detachedGrandchild)} });
setInterval(() => {}, 1000);`,
    ],
    { stdio: 'ignore' },
  );
  started.push(child.pid as number);
  const end = Date.now() + 10_000;
  while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') {
    if (Date.now() > end) throw new Error('no grandchild');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const grandchildPid = Number(readFileSync(pidFile, 'utf8'));
  started.push(grandchildPid);
  return { child, grandchildPid };
}

function running(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe.runIf(process.platform === 'linux')('stopGroup', { timeout: 15_000 }, () => {
  test('a signal reaches the grandchild, which the child alone would leave running', async () => {
    const { child, grandchildPid } = await family();
    expect(descendants(child.pid as number)).toContain(grandchildPid);
    await stopGroup(child, 'SIGTERM', 5_000);
    await exitOf(child);
    // The signal itself stopped them: no SIGKILL was needed.
    expect(child.signalCode).toBe('SIGTERM');
    expect(running(grandchildPid)).toBe(false);
    expect(groupAlive(child.pid as number)).toBe(false);
  });

  test('what ignores the signal is killed once the grace period is over', async () => {
    const { child, grandchildPid } = await family({ stubborn: true });
    await stopGroup(child, 'SIGTERM', 400);
    await exitOf(child);
    // Asked first (each noted the SIGTERM it ignored), then killed.
    expect(existsSync(join(dir, `term-${child.pid}`))).toBe(true);
    expect(existsSync(join(dir, `term-${grandchildPid}`))).toBe(true);
    expect(child.signalCode).toBe('SIGKILL');
    expect(running(grandchildPid)).toBe(false);
  });

  test('a stubborn descendant in a group of its own (a browser) is killed too', async () => {
    const { child, grandchildPid } = await family({ stubborn: true, detachedGrandchild: true });
    await stopGroup(child, 'SIGINT', 300);
    await exitOf(child);
    const end = Date.now() + 1_000;
    while (running(grandchildPid) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(running(grandchildPid)).toBe(false);
  });

  test('a group already gone is no error', async () => {
    const child = spawn(process.execPath, ['-e', ''], { detached: true, stdio: 'ignore' });
    await exitOf(child);
    await expect(stopGroup(child, 'SIGTERM')).resolves.toBeUndefined();
  });
});
