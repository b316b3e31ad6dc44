import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../../../../lib/background/api/client';
import { createOutbox, type OutboxDependencies } from '../../../../../lib/background/outbox/outbox';
import type { ApiError } from '../../../../../lib/shared/errors/api-error';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { startTestServer } from '../../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A clock the test moves by hand, so backoff is checked without waiting. */
function createClock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

interface Harness {
  deps: OutboxDependencies;
  clock: ReturnType<typeof createClock>;
  scheduled: (number | undefined)[];
  unauthorized: ApiError[];
  requests: string[];
}

/**
 * An outbox talking to the real reference service. `transport` may fail a call instead of
 * (or after) sending it, the way a network does.
 */
function harness(
  options: {
    token?: string;
    transport?: (
      call: number,
      send: () => Promise<Response>,
      operation: string,
    ) => Promise<Response>;
  } = {},
): Harness {
  const clock = createClock();
  const scheduled: (number | undefined)[] = [];
  const unauthorized: ApiError[] = [];
  const requests: string[] = [];
  let calls = 0;
  const fetchThrough: typeof fetch = (input, init) => {
    const operation = String(input).split('/').pop() ?? '';
    requests.push(operation);
    const send = () => fetch(input, init);
    return options.transport ? options.transport(++calls, send, operation) : send();
  };
  const client = createApiClient({
    baseUrl: server.url,
    credentials: { token: options.token ?? DEMO_TOKENS.user },
    fetch: fetchThrough,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
  });
  return {
    clock,
    scheduled,
    unauthorized,
    requests,
    deps: {
      client: async () => client,
      schedule: async (at) => {
        scheduled.push(at);
      },
      onUnauthorized: async (error) => {
        unauthorized.push(error);
      },
      now: clock.now,
      random: () => 0.5,
    },
  };
}

async function pinsOf(documentId: string) {
  const client = createApiClient({
    baseUrl: server.url,
    credentials: { token: DEMO_TOKENS.user },
  });
  const { pins = [] } = await client.listpins({});
  return pins.filter((pin) => pin.documentId === documentId);
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the outbox', () => {
  it('stores a write before sending it and reports it done with the answer', async () => {
    const { deps } = harness();
    const outbox = createOutbox(deps);
    const outcome = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_120', queries: ['outbox success'] },
      label: 'Pin “Doc 120”',
    });
    expect(outcome.state).toBe('done');
    expect((outcome.result as { documentId: string }).documentId).toBe('DOC_120');
    expect(await pinsOf('DOC_120')).toHaveLength(1);
    const [entry] = await outboxEntries.get();
    expect(entry?.state).toBe('done');
  });

  it('keeps a write that cannot reach the service and retries it with growing waits', async () => {
    let online = false;
    const h = harness({ transport: (_call, send) => (online ? send() : networkDown()) });
    const outbox = createOutbox(h.deps);
    const first = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_121', queries: ['offline pin'] },
      label: 'Pin',
    });
    expect(first.state).toBe('pending');
    expect(first.error?.kind).toBe('network');
    const firstWait = (first.nextAttemptAt ?? 0) - h.clock.now();
    expect(firstWait).toBeGreaterThan(0);
    expect(h.scheduled.at(-1)).toBe(first.nextAttemptAt);

    // Not due yet: a flush sends nothing.
    const before = h.requests.length;
    await outbox.flush();
    expect(h.requests.length).toBe(before);

    h.clock.advance(firstWait);
    await outbox.flush();
    const [second] = await outboxEntries.get();
    const secondWait = (second?.nextAttemptAt ?? 0) - h.clock.now();
    expect(second?.attempts).toBe(2);
    expect(secondWait).toBeGreaterThan(firstWait);

    online = true;
    h.clock.advance(secondWait);
    await outbox.flush();
    expect((await outboxEntries.get())[0]?.state).toBe('done');
    expect(await pinsOf('DOC_121')).toHaveLength(1);
  });

  it('honours Retry-After from a 429 as the least wait', async () => {
    const h = harness({
      transport: (call, send) =>
        call === 1
          ? Promise.resolve(
              new Response('Too many requests', { status: 429, headers: { 'Retry-After': '7' } }),
            )
          : send(),
    });
    const outcome = await createOutbox(h.deps).enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_122', queries: ['rate limited'] },
      label: 'Pin',
    });
    expect(outcome.state).toBe('pending');
    expect((outcome.nextAttemptAt ?? 0) - h.clock.now()).toBeGreaterThanOrEqual(7000);
  });

  it('a far-future Retry-After holds the queue an hour at most, with the wait shown', async () => {
    // A proxy asks for a date ~8,000 years ahead on the first call; the service is fine after.
    const h = harness({
      transport: (call, send) =>
        call === 1
          ? Promise.resolve(
              new Response('slow down', {
                status: 429,
                headers: { 'Retry-After': 'Fri, 31 Dec 9999 23:59:59 GMT' },
              }),
            )
          : send(),
    });
    const outbox = createOutbox(h.deps);
    const first = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_140', queries: ['far future'] },
      label: 'Pin',
    });
    expect(first.state).toBe('pending');
    expect(first.nextAttemptAt).toBe(h.clock.now() + 60 * 60 * 1000);
    const second = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_141', queries: ['behind it'] },
      label: 'Pin',
    });
    expect(second.state).toBe('pending');
    const stored = await outboxEntries.get();
    expect(stored.every((entry) => Number.isSafeInteger(entry.nextAttemptAt ?? 0))).toBe(true);
    expect(h.scheduled.at(-1)).toBe(first.nextAttemptAt);
    h.clock.advance(60 * 60 * 1000);
    await outbox.flush();
    expect((await outboxEntries.get()).map((entry) => entry.state)).toEqual(['done', 'done']);
  });

  it('survives the worker stopping: a new outbox over the same storage delivers the write', async () => {
    const offline = harness({ transport: () => networkDown() });
    await createOutbox(offline.deps).enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_123', queries: ['after restart'] },
      label: 'Pin',
    });
    expect((await outboxEntries.get())[0]?.state).toBe('pending');

    // A new worker: nothing in memory, only storage.
    const restarted = harness();
    restarted.clock.advance(60 * 60 * 1000);
    await createOutbox(restarted.deps).flush();
    expect((await outboxEntries.get())[0]?.state).toBe('done');
    expect(await pinsOf('DOC_123')).toHaveLength(1);
  });

  it('stores a write asked again under the same id once, and answers how it stands', async () => {
    // The worker stored and sent it, then stopped before answering; the page asks again.
    const id = '5d0c1f3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f';
    const write = {
      operation: 'pin' as const,
      request: { documentId: 'DOC_139', queries: ['asked twice'] },
      label: 'Pin',
      id,
    };
    const first = await createOutbox(harness().deps).enqueue(write);
    const h = harness();
    const again = await createOutbox(h.deps).enqueue(write);
    expect(first).toMatchObject({ id, state: 'done' });
    expect(again).toMatchObject({ id, state: 'done' });
    expect(h.requests).not.toContain('pin');
    expect((await outboxEntries.get()).map((entry) => entry.id)).toEqual([id]);
    expect(await pinsOf('DOC_139')).toHaveLength(1);
  });

  it('sends writes in order: a later write waits behind an earlier one', async () => {
    let online = false;
    const h = harness({ transport: (_call, send) => (online ? send() : networkDown()) });
    const outbox = createOutbox(h.deps);
    await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_124', queries: ['first'] },
      label: 'first',
    });
    online = true;
    const second = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_125', queries: ['second'] },
      label: 'second',
    });
    expect(second.state).toBe('pending');
    expect(await pinsOf('DOC_125')).toHaveLength(0);
    h.clock.advance(60_000);
    await outbox.flush();
    expect((await outboxEntries.get()).map((entry) => entry.state)).toEqual(['done', 'done']);
  });

  it('pauses on a refused token, keeps everything, and sends it after a reconnect', async () => {
    let token: string = DEMO_TOKENS.expired;
    const h = harness();
    h.deps.client = async () => createApiClient({ baseUrl: server.url, credentials: { token } });
    const outbox = createOutbox(h.deps);
    const first = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_126', queries: ['paused'] },
      label: 'Pin',
    });
    expect(first.state).toBe('paused');
    expect(h.unauthorized).toHaveLength(1);
    const second = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_127', queries: ['paused too'] },
      label: 'Pin',
    });
    expect(second.state).toBe('paused');

    token = DEMO_TOKENS.user;
    await outbox.resume();
    expect((await outboxEntries.get()).map((entry) => entry.state)).toEqual(['done', 'done']);
    expect(await pinsOf('DOC_126')).toHaveLength(1);
  });

  it('reports a refusal as final with its sentence, and lets the person retry or discard it', async () => {
    const outbox = createOutbox(harness().deps);
    const outcome = await outbox.enqueue({
      operation: 'movecollectionitem',
      request: { collectionId: 999, itemId: 'nope' },
      label: 'Move',
    });
    expect(outcome.state).toBe('failed');
    expect(outcome.error?.message).toMatch(/\w+ \w+/);
    // Nothing queued behind a final failure is held up by it.
    const next = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_128', queries: ['after a failure'] },
      label: 'Pin',
    });
    expect(next.state).toBe('done');
    const retried = await outbox.retry(outcome.id);
    expect(retried.state).toBe('failed');
    await outbox.discard(outcome.id);
    expect((await outboxEntries.get()).map((entry) => entry.id)).not.toContain(outcome.id);
  });

  it('does not pin twice when the answer to the first attempt was lost', async () => {
    // The service acts, then the connection drops before the answer arrives.
    const h = harness({
      transport: async (call, send) => {
        if (call === 1) {
          await send();
          throw new TypeError('network error: connection reset');
        }
        return send();
      },
    });
    const outbox = createOutbox(h.deps);
    const first = await outbox.enqueue({
      operation: 'pin',
      request: { documentId: 'DOC_129', queries: ['lost answer'] },
      label: 'Pin',
    });
    expect(first.state).toBe('pending');
    h.clock.advance(60_000);
    await outbox.flush();
    expect((await outboxEntries.get())[0]?.state).toBe('done');
    expect(await pinsOf('DOC_129')).toHaveLength(1);
    // It asked before sending again, and did not send again.
    expect(h.requests.filter((operation) => operation === 'pin')).toHaveLength(1);
    expect(h.requests).toContain('getdocuments');
    expect(h.requests).not.toContain('listpins');
  });

  it('does not add an item twice when the answer to the first attempt was lost', async () => {
    const h = harness({
      transport: async (call, send) => {
        if (call === 1) {
          await send();
          throw new TypeError('network error');
        }
        return send();
      },
    });
    const outbox = createOutbox(h.deps);
    await outbox.enqueue({
      operation: 'addcollectionitems',
      request: {
        collectionId: 2,
        addedCollectionItemDescriptors: [{ url: 'https://example.com/lost', itemType: 'URL' }],
      },
      label: 'Add',
    });
    h.clock.advance(60_000);
    await outbox.flush();
    expect((await outboxEntries.get())[0]?.state).toBe('done');
    const client = createApiClient({
      baseUrl: server.url,
      credentials: { token: DEMO_TOKENS.user },
    });
    const { collection } = await client.getcollection({ id: 2, withItems: true });
    const copies = collection?.items?.filter((item) => item.url === 'https://example.com/lost');
    expect(copies).toHaveLength(1);
  });

  it('creates a collection and then adds to it, as one durable entry', async () => {
    const outbox = createOutbox(harness().deps);
    const outcome = await outbox.enqueue({
      operation: 'createcollection',
      request: { name: 'Outbox follow-up', description: '' },
      label: 'Create “Outbox follow-up”',
      followUp: {
        operation: 'addcollectionitems',
        request: {
          addedCollectionItemDescriptors: [{ url: 'https://example.com/new', itemType: 'URL' }],
        },
        label: 'Add the page to “Outbox follow-up”',
      },
    });
    expect(outcome.state).toBe('done');
    const collection = (outcome.result as { collection: { items?: { url?: string }[] } })
      .collection;
    expect(collection.items?.map((item) => item.url)).toContain('https://example.com/new');
  });
});
