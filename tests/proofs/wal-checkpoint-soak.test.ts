import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { checkpointInWorker } from '../../server/db/checkpointer';
import { openDatabase } from '../../server/db/open';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 3,000 commits of about a page each, in rounds with the event loop free in between, each pause
 * (`pauseMs`) longer than the worker's 200 ms interval where there is a worker, so it gets its
 * turn even on a busy machine (with 60 ms the result depended on how the threads were scheduled).
 */
async function writeMany(db: ReturnType<typeof openDatabase>['db'], pauseMs: number) {
  db.exec('CREATE TABLE IF NOT EXISTS t (x BLOB)');
  const insert = db.prepare('INSERT INTO t VALUES (randomblob(3000))');
  const commit = db.transaction(() => insert.run());
  for (let round = 0; round < 15; round++) {
    for (let i = 0; i < 200; i++) commit();
    await sleep(pauseMs);
  }
}

function fileDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const path = join(dir, 'data.db');
  return { path, ...openDatabase(path) };
}

describe('checkpoints in a worker', () => {
  test('keep the write-ahead log small while the service thread only commits', async () => {
    const { db, path } = fileDatabase();
    const stop = checkpointInWorker(db, path);
    await writeMany(db, 250);
    const walBytes = statSync(`${path}-wal`).size;
    await stop();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 3000 });
    db.close();
    // About 37 MB of log written (the test below); rewound after each checkpoint, it holds far less.
    expect(walBytes).toBeLessThan(20 * 1024 * 1024);
    const reopened = openDatabase(path).db;
    expect(reopened.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 3000 });
    reopened.close();
  }, 30_000);

  test('without the worker the same writes leave the log long (the fallback is far away)', async () => {
    const { db, path } = fileDatabase();
    db.pragma('wal_autocheckpoint = 10000');
    // No worker to wait for: the pauses would change nothing.
    await writeMany(db, 0);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(20 * 1024 * 1024);
    db.close();
  }, 30_000);

  test('an in-memory database has no log and gets no worker', async () => {
    const { db } = openDatabase(':memory:');
    await expect(checkpointInWorker(db, ':memory:')()).resolves.toBeUndefined();
    db.close();
  });

  test('closing the service waits for the worker even when nothing else keeps the process alive', async () => {
    // The worker is unref'd so a running service can exit on its own; stopping it must hold the
    // process until the worker has gone, or close() never settles and the process ends with
    // "unsettled top-level await" (exit code 13) instead of finishing what called it.
    const run = promisify(execFile);
    const { stdout } = await run('node_modules/.bin/tsx', ['tests/support/close-server.ts'], {
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe('closed');
  }, 30_000);
});
