import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../lib/background/api/client';
import { createOutbox, type Outbox } from '../../lib/background/outbox/outbox';
import { outboxEntries, unfinished } from '../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../server/demo/identities';
import type { RunningServer } from '../../server/start';
import { startTestServer } from '../support/service';
import {
  createClock,
  createTransport,
  SOAK_COLLECTION,
  soakDependencies,
  soakQuery,
  soakUrl,
  soakWrite,
} from './support/soak-harness';

const WRITES = 500;
/** The service worker is stopped (all memory lost, storage kept) after every this many writes. */
const STOP_EVERY = 50;
/** Per call, decided by the service's seeded dice. */
const SERVICE_FAULTS = { errorRate: 0.06, dropRate: 0.05, lostReplyRate: 0.07, seed: 20_251 };

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ faults: SERVICE_FAULTS });
});
afterAll(() => server.close());
beforeEach(() => fakeBrowser.reset());

/** Everything the service holds now, read without faults. */
async function serviceState() {
  server.setFaults({});
  const client = createApiClient({ baseUrl: server.url, credentials: { token: DEMO_TOKENS.user } });
  const { pins = [] } = await client.listpins({});
  const { collection } = await client.getcollection({ id: SOAK_COLLECTION, withItems: true });
  return { pins, items: collection?.items ?? [] };
}

describe('the outbox under a hostile network and a worker that keeps stopping', () => {
  it(`applies each of ${WRITES} writes exactly once, losing none`, async () => {
    const clock = createClock();
    const alarm: { at: number | undefined } = { at: undefined };
    const { transport, stats } = createTransport({ rate429: 0.05, seed: 77 });
    const start = () => createOutbox(soakDependencies(server, clock, transport, alarm));

    let outbox: Outbox = start();
    let restarts = 0;
    for (let index = 0; index < WRITES; index++) {
      if (index > 0 && index % STOP_EVERY === 0) {
        // The worker stops: the old object is gone; a new one starts from storage, as the
        // background does on start-up.
        outbox = start();
        restarts++;
        await outbox.flush();
      }
      await outbox.enqueue(soakWrite(index));
      // A person does one thing every 300 ms; waiting writes fall due meanwhile.
      clock.advance(300);
      if (alarm.at !== undefined && alarm.at <= clock.now()) await outbox.flush();
    }

    // The rest is up to the alarm: wake when the outbox asked to, and flush. Writes go strictly
    // in order, so nothing can happen before the first waiting write is due; waking earlier
    // (see the alarm test below) would only spin.
    let wakeUps = 0;
    for (; wakeUps < 2_000; wakeUps++) {
      const left = unfinished(await outboxEntries.get());
      if (left.length === 0) break;
      // Every waiting write must have asked to be woken; otherwise it would wait forever.
      expect(alarm.at, `${left.length} writes wait with no alarm set`).toBeDefined();
      expect(left.filter((entry) => entry.state !== 'pending')).toEqual([]);
      clock.set(Math.max(alarm.at as number, left[0]?.nextAttemptAt ?? 0));
      if (wakeUps % 25 === 24) {
        outbox = start();
        restarts++;
      }
      await outbox.flush();
    }

    expect(unfinished(await outboxEntries.get())).toEqual([]);
    const { pins, items } = await serviceState();
    const missing: string[] = [];
    const duplicated: string[] = [];
    for (let index = 0; index < WRITES; index++) {
      const write = soakWrite(index);
      const copies =
        write.operation === 'pin'
          ? pins.filter((pin) => pin.queries?.includes(soakQuery(index))).length
          : items.filter((item) => item.url === soakUrl(index)).length;
      if (copies === 0) missing.push(write.label);
      if (copies > 1) duplicated.push(`${write.label} ×${copies}`);
    }
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
    // The faults really happened (so the proof is not of a calm day).
    expect(stats.tooManyRequests).toBeGreaterThan(10);
    expect(stats.calls).toBeGreaterThan(WRITES + 50);
    expect(restarts).toBeGreaterThanOrEqual(WRITES / STOP_EVERY - 1);
    // Lost answers were checked for before sending again (the only reason for these reads): a
    // pin by its document's own pins, never by reading every pin of the company.
    expect(stats.byOperation.getdocuments ?? 0).toBeGreaterThan(5);
    expect(stats.byOperation.listpins ?? 0).toBe(0);
    expect(stats.byOperation.getcollection ?? 0).toBeGreaterThan(2);
    // Twice the slower of its two runs beside two busy-looping processes on a 2-core machine
    // already loaded by other work (70.3 s and 100.7 s, load average 11 to 16; 21.6 s quiet):
    // at 60 s it failed while the browser tests ran beside it (issue 56). A limit for a hang.
  }, 200_000);
});

describe('the outbox and the clock', () => {
  it('asks to be woken when the first waiting write can go, not at once (no busy loop)', async () => {
    server.setFaults({});
    const clock = createClock();
    const alarm: { at: number | undefined } = { at: undefined };
    let busy = true;
    const transport: typeof fetch = (input, init) =>
      busy
        ? Promise.resolve(
            new Response('Too many requests', { status: 429, headers: { 'Retry-After': '30' } }),
          )
        : fetch(input, init);
    const outbox = createOutbox(soakDependencies(server, clock, transport, alarm));
    const first = await outbox.enqueue(soakWrite(10_000));
    expect(first.state).toBe('pending');
    expect(first.nextAttemptAt).toBeGreaterThanOrEqual(clock.now() + 30_000);
    busy = false;
    // The second write waits behind the first (writes go in order), so it cannot go sooner:
    // an alarm for "now" would wake the worker to do nothing, again and again, for 30 s.
    const second = await outbox.enqueue(soakWrite(10_001));
    expect(second.state).toBe('pending');
    expect(alarm.at).toBe(first.nextAttemptAt);
  });

  it('does not repeat a write whose worker was stopped while the request was on its way', async () => {
    server.setFaults({});
    const clock = createClock();
    const alarm: { at: number | undefined } = { at: undefined };
    let stopMidway = true;
    let applied: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      applied = resolve;
    });
    // The request reaches the service and is applied; the worker is stopped before the answer
    // arrives (browser closed, extension updated), so this promise never settles.
    const transport: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (!stopMidway) return answer;
      applied();
      return new Promise<Response>(() => undefined);
    };
    const index = 10_002;
    void createOutbox(soakDependencies(server, clock, transport, alarm)).enqueue(soakWrite(index));
    await reached;
    stopMidway = false;
    // A new worker starts from storage and flushes.
    clock.advance(60_000);
    await createOutbox(soakDependencies(server, clock, transport, alarm)).flush();
    expect(unfinished(await outboxEntries.get())).toEqual([]);
    const { pins } = await serviceState();
    expect(pins.filter((pin) => pin.queries?.includes(soakQuery(index)))).toHaveLength(1);
  });
});
