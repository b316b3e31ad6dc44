import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** How often the worker folds the write-ahead log back into the database file. */
const INTERVAL_MS = 200;

/**
 * Pages the log may reach before a commit on the service's own thread checkpoints after all:
 * only if the worker has stopped keeping up (its passive checkpoint never waits for anyone), so
 * the log stays bounded (about 40 MB) whatever happens to the worker.
 */
const FALLBACK_PAGES = 10_000;

// Plain CommonJS evaluated in the worker, so it runs the same under tsx, vitest and node.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/**
 * Moves the WAL checkpoint off the thread that answers requests. SQLite checkpoints on the
 * committing connection by default once the log passes 1,000 pages, copying pages back and
 * waiting for the disk (fsync) inside whichever write happened to cross the line: measured at
 * about 30 µs of every pin. A worker with its own connection checkpoints passively every
 * 200 ms instead; SQLite's locks keep the two connections consistent, and a write is still all
 * or nothing. Nothing to do for an in-memory database (it has no log). Returns the stop function.
 */
export function checkpointInWorker(db: Database, path: string): () => Promise<void> {
  if (path === ':memory:') return () => Promise.resolve();
  db.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, path, intervalMs: INTERVAL_MS },
  });
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // A worker that fails leaves checkpoints to the fallback above; the service goes on.
  worker.on('error', (error) =>
    process.stderr.write(`Checkpoint worker stopped: ${error.message}\n`),
  );
  return () => {
    if (exited) return exit;
    // Unref'd so a running service never holds its process open; but once asked to stop, the
    // process must wait for the worker's exit, or a caller awaiting close() with nothing else
    // pending sees its process end first ("unsettled top-level await", exit code 13).
    worker.ref();
    worker.postMessage('stop');
    return exit;
  };
}
