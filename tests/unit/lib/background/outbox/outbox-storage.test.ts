import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../../../../lib/background/api/client';
import {
  createOutbox,
  MAX_WAITING,
  type OutboxDependencies,
} from '../../../../../lib/background/outbox/outbox';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { outboxEntries, setAsideEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { startTestServer } from '../../../../support/service';

// What the outbox keeps in storage, and when: each entry read on its own, a write stored before
// anything is sent, and a bounded queue.

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => fakeBrowser.reset());

const NOW = 1_700_000_000_000;

function deps(transport: typeof fetch = fetch): OutboxDependencies {
  const client = createApiClient({
    baseUrl: server.url,
    credentials: { token: DEMO_TOKENS.user },
    fetch: transport,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
  });
  return {
    client: async () => client,
    schedule: async () => undefined,
    onUnauthorized: async () => undefined,
    now: () => NOW,
    random: () => 0.5,
  };
}

const pin = (query: string) => ({
  operation: 'pin' as const,
  request: { documentId: 'DOC_150', queries: [query] },
  label: `Pin for “${query}”`,
});

async function pinned(query: string) {
  const client = createApiClient({ baseUrl: server.url, credentials: { token: DEMO_TOKENS.user } });
  const { pins = [] } = await client.listpins({});
  return pins.filter((item) => item.queries?.includes(query));
}

describe('the outbox’s storage', () => {
  it('sends the readable entries of a queue with one unreadable entry, and sets that one aside', async () => {
    const damaged = { id: 'old', operation: 'pin', state: 'pending', attempts: 'many' };
    const readable = {
      id: 'good',
      ...pin('one bad entry'),
      state: 'pending',
      createdAt: NOW,
      updatedAt: NOW,
      attempts: 0,
    };
    await fakeBrowser.storage.local.set({ outbox: [damaged, readable] });
    const outbox = createOutbox(deps());
    await outbox.enqueue(pin('after the bad entry'));
    expect((await outboxEntries.get()).map((entry) => entry.state)).toEqual(['done', 'done']);
    expect(await pinned('one bad entry')).toHaveLength(1);
    expect(await pinned('after the bad entry')).toHaveLength(1);
    expect((await setAsideEntries.get()).map((entry) => entry.raw)).toEqual([damaged]);
  });

  it('stores a new write at once, even while an earlier one is still on its way', async () => {
    // The first request never gets an answer (a stalled connection); the worker is then stopped.
    const stalled: typeof fetch = (input, init) =>
      String(init?.body).includes('stalled') ? new Promise(() => undefined) : fetch(input, init);
    const first = createOutbox(deps(stalled));
    void first.enqueue(pin('stalled'));
    await vi.waitFor(async () => expect(await outboxEntries.get()).toHaveLength(1));
    void first.enqueue(pin('clicked while the first was on its way'));
    await vi.waitFor(async () => expect(await outboxEntries.get()).toHaveLength(2), {
      timeout: 2_000,
    });
    // The worker stops (the object is dropped); a new one starts from storage.
    const second = createOutbox(deps());
    await second.flush();
    expect((await outboxEntries.get()).map((entry) => entry.state)).toEqual(['done', 'done']);
    expect(await pinned('stalled')).toHaveLength(1);
    expect(await pinned('clicked while the first was on its way')).toHaveLength(1);
  });

  it('refuses a write in words when the queue is full, keeping every waiting one', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const entries = Array.from({ length: MAX_WAITING }, (_, index) => ({
      id: `waiting-${index}`,
      ...pin(`waiting ${index}`),
      state: 'pending' as const,
      createdAt: NOW,
      updatedAt: NOW,
      attempts: 1,
      nextAttemptAt: NOW + 60_000,
    }));
    await outboxEntries.set(entries);
    const refusal = await createOutbox(deps(offline))
      .enqueue(pin('one too many'))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('OUTBOX_FULL');
    expect((refusal as ApiError).message).toContain('Nothing was lost');
    expect(await outboxEntries.get()).toEqual(entries);
  });

  it('says so in words when the browser refuses to store (quota), losing nothing queued', async () => {
    const outbox = createOutbox(deps());
    await outbox.enqueue(pin('before the quota'));
    const before = await outboxEntries.get();
    const set = vi
      .spyOn(fakeBrowser.storage.local, 'set')
      .mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    const refusal = await outbox.enqueue(pin('over the quota')).catch((error: unknown) => error);
    set.mockRestore();
    expect((refusal as ApiError).code).toBe('STORAGE_FULL');
    expect((refusal as ApiError).message).toContain('storage for this extension is full');
    expect(await outboxEntries.get()).toEqual(before);
  });
});
