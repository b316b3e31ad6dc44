// One `npm start` per clone: a second one would build into the same .output folder beside the
// first and then find its port taken. The first one writes its process id into a lock file; a
// lock whose process is gone (killed outright, the machine restarted) is stale and taken over.
// Node's own modules only: the bootstrap takes the lock before anything is installed.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Whether `pid` is a running process that could hold the lock (`marker` in its command line). */
function holds(pid, marker) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    // Linux: a process id the system gave again to another program does not hold the lock.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    // No /proc (macOS) or not ours to read: alive is all we can know.
    return true;
  }
}

/** Creates `file` with `pid` in it, only if it does not exist yet (atomic); answers whether. */
function create(file, pid) {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/** The process id written in the lock `file`; 0 when there is none or it is unreadable. */
function holderOf(file) {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10) || 0;
  } catch {
    return 0;
  }
}

/**
 * Takes the lock `file` for `pid`. Answers `{ taken: true }`, or `{ taken: false, holder }`
 * when a running process (its command line containing `marker`) holds it. A stale lock (its
 * process gone, or the file unreadable) is taken over.
 */
export function takeLock(file, pid = process.pid, marker = 'bootstrap.mjs') {
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(file, pid)) return { taken: true };
    const holder = holderOf(file);
    if (holder === pid) return { taken: true };
    if (holder > 0 && holds(holder, marker)) return { taken: false, holder };
    // Stale: remove it and try once more (a racing start that wins keeps it).
    if (attempt === 0) rmSync(file, { force: true });
  }
  return { taken: false, holder: holderOf(file) };
}

/** Removes the lock `file` if `pid` holds it (a lock taken over since is left alone). */
export function releaseLock(file, pid = process.pid) {
  if (holderOf(file) === pid) rmSync(file, { force: true });
}
