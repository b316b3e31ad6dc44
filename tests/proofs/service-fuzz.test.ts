import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/start';
import { startTestServer } from '../support/service';
import { hostileRequest, send } from './support/hostile-requests';
import { prototypesClean } from './support/hostile-values';

/**
 * The reference service against thousands of hostile calls over real HTTP: wrong types, huge
 * numbers, deep nesting, odd unicode, prototype keys, repeated and odd auth headers, bad
 * content types, other methods, oversize lists. It never answers 500 or dies, and a refused
 * call changes nothing: a second connection to the service's SQLite file watches
 * `PRAGMA data_version`, which moves whenever another connection commits a change.
 */
let server: RunningServer;
let dir: string;
let watcher: Database;

const ANSWERS = new Set([0, 200, 400, 401, 403, 404, 405, 408, 413, 422]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'service-fuzz-'));
  const dbPath = join(dir, 'fuzz.db');
  server = await startTestServer({ dbPath });
  watcher = new BetterSqlite3(dbPath, { readonly: true });
});
afterAll(async () => {
  watcher.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;

/** Every row of every table, for comparing the whole database before and after. */
function dump(): string {
  const tables = watcher
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[];
  return JSON.stringify(
    tables.map(({ name }) => [
      name,
      // Sorted here rather than by rowid: some tables are WITHOUT ROWID.
      watcher
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
}

/** Refused: a failure status, or a 200 whose body is an in-body error (EXISTING_ITEM and kin). */
function refused(status: number, text: string): boolean {
  if (status !== 200) return true;
  try {
    const json = JSON.parse(text) as unknown;
    return typeof json === 'object' && json !== null && 'error' in json && !('documents' in json);
  } catch {
    return false;
  }
}

describe('the service under hostile calls', () => {
  test('no 500, no crash, and no change from a refused call (3,000 calls)', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (call) => {
        const before = dataVersion();
        const { status, text } = await send(server.url, call);
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(ANSWERS, `${status} ${text.slice(0, 200)}`).toContain(status);
        if (status === 200) expect(() => JSON.parse(text)).not.toThrow();
        if (refused(status, text))
          expect(dataVersion(), `${status} ${text.slice(0, 200)}`).toBe(before);
      }),
      { numRuns: 3000, seed: 20261123 },
    );
    process.stdout.write(`service fuzz statuses: ${JSON.stringify([...seen].sort())}\n`);
    // The run reached the handlers, not only the front door.
    expect(seen.get(200) ?? 0).toBeGreaterThan(100);
    expect(seen.get(400) ?? 0).toBeGreaterThan(100);
    expect(seen.get(401) ?? 0).toBeGreaterThan(100);
    expect(prototypesClean()).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);

  test('a run of refused calls leaves every row of the database as it was', async () => {
    const refusedOnly = hostileRequest.filter(
      (call) => call.headers.Authorization === undefined || call.method !== 'POST',
    );
    const before = dump();
    await fc.assert(
      fc.asyncProperty(refusedOnly, async (call) => {
        const { status } = await send(server.url, call);
        expect(status).not.toBe(200);
      }),
      { numRuns: 500, seed: 7 },
    );
    expect(dump()).toBe(before);
  }, 60_000);
});
