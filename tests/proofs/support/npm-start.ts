import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

// The real `npm start`, run as a person would, for the start/stop proof. Every process it
// starts carries a mark in its environment (children inherit it), so the proof finds all of
// them, those that lost their parent included, by reading /proc (Linux, where the proofs run).

const MARK = 'WK_START_STOP_RUN';

/** The id of every process running now, as /proc lists them. */
function processIds(): string[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
}

/** Every process whose environment holds `mark`, with its command line. */
export function marked(mark: string): { pid: number; args: string }[] {
  const found = [];
  const needle = `${MARK}=${mark}\0`;
  for (const entry of processIds()) {
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      // A zombie (exited, not yet reaped) has no command line left: it runs no more.
      if (args) found.push({ pid: Number(entry), args });
    } catch {
      // Gone since the listing, or not ours.
    }
  }
  return found;
}

/** Whether `pid` runs (a zombie, exited and not yet reaped by its parent, does not). */
export function runs(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until `condition` holds, checking every 50 ms; false when `ms` passed first. */
export async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() >= end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Every process's parent, read from /proc. Not from `ps`: the proof asks every 50 ms while a
 * build runs, and spawning `ps` that often cost the proof 12 s of its 110 s of CPU alone, and
 * more beside the browser tests, where each build it watches takes three times as long.
 */
export function parents(): Map<number, number> {
  const table = new Map<number, number>();
  for (const entry of processIds()) {
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses itself.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.set(Number(entry), ppid);
    } catch {
      // Gone since the listing.
    }
  }
  return table;
}

export interface NpmStart {
  npm: ChildProcess;
  /** The mark in the environment of every process this `npm start` started. */
  mark: string;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts `npm start` with `args` after its `--`, headless (no display, as on a server), with
 * `temp` as its temporary folder; answers at once.
 */
export function npmStart(npmArgs: string[], args: string[], temp: string): NpmStart {
  const { DISPLAY: _display, ...env } = process.env;
  const mark = randomUUID();
  const npm = spawn('npm', ['start', ...npmArgs, '--', ...args], {
    env: { ...env, TMPDIR: temp, [MARK]: mark },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  npm.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  return { npm, mark, exited, output: () => output };
}

/** The process of `started` whose command line matches `pattern` (the first one). */
export function processOf(started: NpmStart, pattern: RegExp): number | undefined {
  return marked(started.mark).find(({ args }) => pattern.test(args))?.pid;
}

/** Waits up to `ms` for every process of `started` to be gone; answers those still there. */
export async function leftAfter(started: NpmStart, ms: number): Promise<string[]> {
  await until(() => marked(started.mark).length === 0, ms);
  const left = marked(started.mark);
  for (const { pid } of left) process.kill(pid, 'SIGKILL');
  return left.map(({ pid, args }) => `${pid} ${args}`);
}
