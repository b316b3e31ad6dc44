import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type KitOptions, readKitOptions } from '../../../scripts/deploy-kit/options';
import { schemaKeys } from '../../../scripts/deploy-kit/schema';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { type RunningServer, startServer } from '../../../server/start';
import { call } from '../../support/service';
import { sendFromPage } from './connect';
import type { DriverPage } from './driver';
import { startUpdateServer, type UpdateServer } from './update-server';

// What the two self-hosted update tests share: the reference service, the administrator's
// update server on loopback, and the person's side of the story (connect, queue changes while
// the service is down, find them kept after the update and sent once when it is back).

/** The version force-installed first, and the one published later. */
export const VERSION_N = '0.1.0.1';
export const VERSION_NEXT = '0.1.0.2';

/** The running pieces; read them inside tests (they exist from beforeAll on). */
export interface Rollout {
  work: string;
  /** The folder the update server serves. */
  hosted: string;
  service: RunningServer;
  updates: UpdateServer;
}

/** Starts the service and the update server before the file's tests, stops and removes after. */
export function selfHostedRollout(prefix: string): Rollout {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const rollout = { work, hosted: join(work, 'hosted') } as Rollout;
  beforeAll(async () => {
    mkdirSync(rollout.hosted);
    rollout.service = await startServer({ port: 0, dbPath: join(work, 'k.db'), rateLimit: false });
    rollout.updates = await startUpdateServer(rollout.hosted);
  });
  afterAll(async () => {
    await rollout.updates?.close();
    await rollout.service?.close();
    rmSync(work, { recursive: true, force: true });
  });
  return rollout;
}

/**
 * The deployment kit's options for this rollout: the service preset by policy, updates from the
 * loopback server. The tests install the kit's own policies, so the browsers prove them.
 */
export function kitOptions(rollout: Rollout, id: string, geckoId: string, key: string): KitOptions {
  const argv = ['--id', id, '--gecko-id', geckoId, '--service', rollout.service.url];
  const read = readKitOptions(
    [...argv, '--update-base', rollout.updates.base, '--key', key],
    schemaKeys(),
  );
  if (read.help) throw new Error('--help was not asked for');
  return read.options;
}

/** An extension page (Playwright's or the Firefox driver's) to reach the worker from. */
type ExtensionPage = Pick<DriverPage, 'evaluate'>;

const LABELS = ['queued one', 'queued two'];

const stored = (page: ExtensionPage, key: string) =>
  page.evaluate(async (name) => (await chrome.storage.local.get(name))[name], key);
const states = async (page: ExtensionPage) =>
  (((await stored(page, 'outbox')) ?? []) as { label: string; state: string }[]).map(
    (entry) => `${entry.label}: ${entry.state}`,
  );

declare const chrome: typeof import('wxt/browser').browser;

/**
 * Connects with the demo employee's token, takes the service down and pins two pages, which
 * wait in the queue. Answers the stored connection settings, to compare after the update.
 */
export async function connectAndQueue(page: ExtensionPage, service: RunningServer) {
  const send = (type: string, data?: unknown) =>
    sendFromPage(page, type, data) as Promise<{ ok: boolean }>;
  expect(
    (await send('saveConnection', { serviceUrl: service.url, token: DEMO_TOKENS.user })).ok,
  ).toBe(true);
  const connection = await stored(page, 'connection');
  service.setFaults({ dropRate: 1 });
  for (const [index, label] of LABELS.entries()) {
    const request = { documentId: `DOC_15${index}`, queries: [label] };
    await send('write', { operation: 'pin', request, label });
  }
  await expect.poll(() => states(page)).toEqual(LABELS.map((label) => `${label}: pending`));
  return connection;
}

/** After the update: the new version runs with the connection and the queue as they were. */
export async function expectKept(page: ExtensionPage, connection: unknown) {
  expect(await page.evaluate(() => chrome.runtime.getManifest().version, null)).toBe(VERSION_NEXT);
  expect(await stored(page, 'connection')).toEqual(connection);
  expect(await states(page)).toEqual(LABELS.map((label) => `${label}: pending`));
  expect(await sendFromPage(page, 'getConnection')).toMatchObject({ ok: true });
}

/** The service back: each queued change reaches it once, and only once. */
export async function expectSentOnce(page: ExtensionPage, service: RunningServer) {
  const timesPinned = async () => {
    const pins = await call(
      service,
      'listpins',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.user}` },
    );
    return LABELS.map((label) => JSON.stringify(pins.json).split(`"${label}"`).length - 1);
  };
  service.setFaults({});
  await expect.poll(timesPinned, { timeout: 60_000 }).toEqual([1, 1]);
  await expect
    .poll(() => states(page), { timeout: 30_000 })
    .toEqual(LABELS.map((label) => `${label}: done`));
  // The queue is done with both: it sends one change at a time, in order, on one lock, so no
  // request for either is still on its way; the count read now is the last one.
  expect(await timesPinned()).toEqual([1, 1]);
}
