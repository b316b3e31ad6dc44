import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { releaseLock, takeLock } from '../../../scripts/start-lock.mjs';

let dir: string;
let lock: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'start-lock-'));
  lock = join(dir, '.data', 'npm-start.lock');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A running process whose command line holds `marker`, as the bootstrap's holds its name. */
function holder(marker: string) {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker], {
    stdio: 'ignore',
  });
  children.push(child);
  return child.pid as number;
}

describe('the npm start lock', () => {
  test('the first start takes it and writes its process id; releasing removes it', () => {
    expect(takeLock(lock, 4242)).toEqual({ taken: true });
    expect(readFileSync(lock, 'utf8').trim()).toBe('4242');
    releaseLock(lock, 4242);
    expect(existsSync(lock)).toBe(false);
  });

  test('a second start is refused while the first runs, and told which process that is', () => {
    const first = holder('bootstrap.mjs');
    expect(takeLock(lock, first)).toEqual({ taken: true });
    expect(takeLock(lock, process.pid)).toEqual({ taken: false, holder: first });
    // The refused one releases nothing.
    releaseLock(lock, process.pid);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first));
  });

  test('a lock whose process is gone is stale and taken over', async () => {
    const gone = spawn(process.execPath, ['-e', '', 'bootstrap.mjs']);
    await new Promise((resolve) => gone.once('exit', resolve));
    takeLock(lock, gone.pid as number);
    expect(takeLock(lock, process.pid)).toEqual({ taken: true });
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
  });

  test.runIf(process.platform === 'linux')(
    'a process id given again to another program does not hold the lock',
    () => {
      takeLock(lock, holder('something-else'));
      expect(takeLock(lock, process.pid)).toEqual({ taken: true });
    },
  );

  test('an unreadable lock is taken over', () => {
    takeLock(lock, 1);
    writeFileSync(lock, 'not a process id');
    expect(takeLock(lock, process.pid)).toEqual({ taken: true });
  });
});
