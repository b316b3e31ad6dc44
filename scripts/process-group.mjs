// Stopping a child is not enough: `npx wxt build` is npm, a shell, wxt and esbuild's service;
// `npm ci` runs node-gyp and a compiler; each of them outlives a parent that was told to stop.
// So every child that `npm start` or `npm test` starts leads a process group of its own, and a
// stop goes to the whole group, as a terminal's Ctrl-C would, then SIGKILL to what is left.
// Node's own modules only: the bootstrap uses this before anything is installed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** How long a group has to stop after the first signal before SIGKILL ends what is left. */
export const GRACE_MS = 2_500;

/**
 * Spawns `command` as the leader of a new process group (`detached`), so that `stopGroup`
 * reaches everything it starts. Answers Node's ChildProcess.
 */
export function spawnGroup(command, args, options = {}) {
  return spawn(command, args, { ...options, detached: true });
}

/** Sends `signal` to the group `leader` leads; false when no process of it is left. */
function signalGroup(leader, signal) {
  try {
    process.kill(-leader, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Every process now, read from /proc (Linux): its parent, its group and whether it is a zombie
 * (exited; on some machines the adopting init reaps them a second or more later). Undefined
 * without /proc.
 */
function processTable() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const table = [];
  for (const entry of entries) {
    try {
      // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({
        pid: Number(entry),
        ppid: Number(ppid),
        pgrp: Number(pgrp),
        zombie: state === 'Z',
      });
    } catch {
      // Gone since the listing.
    }
  }
  return table;
}

/** Whether any process of the group `leader` leads still runs (a zombie runs no more). */
export function groupAlive(leader) {
  const table = processTable();
  if (!table) return signalGroup(leader, 0);
  return table.some((entry) => entry.pgrp === leader && !entry.zombie);
}

/**
 * Every descendant of `pid` now: the processes that made groups of their own below it (a
 * browser that Playwright starts detached) included. Empty without /proc.
 */
export function descendants(pid) {
  const children = new Map();
  for (const { pid: child, ppid } of processTable() ?? []) {
    children.set(ppid, [...(children.get(ppid) ?? []), child]);
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for the group to be gone; answers whether it is. */
async function groupGone(leader, ms) {
  const end = Date.now() + ms;
  while (groupAlive(leader)) {
    if (Date.now() >= end) return false;
    await pause(50);
  }
  return true;
}

/**
 * Stops the group `child` leads: `signal` to all of it, and after `graceMs` SIGKILL to what is
 * left of it and of the leader's descendants elsewhere. Settles once the group is gone.
 */
export async function stopGroup(child, signal, graceMs = GRACE_MS) {
  const leader = child.pid;
  if (leader === undefined || !signalGroup(leader, signal)) return;
  if (await groupGone(leader, graceMs)) return;
  for (const pid of descendants(leader)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  signalGroup(leader, 'SIGKILL');
  await groupGone(leader, 1_000);
}
