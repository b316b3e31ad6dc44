import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '../../../../../lib/background/api/client';
import { attempt } from '../../../../../lib/background/outbox/attempt';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import type { OutboxEntry } from '../../../../../lib/shared/storage/outbox-entries';

const NOW = 1_700_000_000_000;
// A check may keep the collection list it read: each test starts with none kept.
beforeEach(() => fakeBrowser.reset());
const clock = { now: () => NOW, random: () => 0.5 };

function entry(changes: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'e1',
    operation: 'createcollection',
    request: { name: 'Reading list' },
    label: 'Create “Reading list”',
    state: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    attempts: 0,
    ...changes,
  };
}

/** A client whose every call answers `answer` (or throws it, when it is an error). */
function clientAnswering(answer: unknown, reads: Partial<ApiClient> = {}): ApiClient {
  const call = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { call, ...reads } as unknown as ApiClient;
}

const followUp = {
  operation: 'addcollectionitems',
  request: { addedCollectionItemDescriptors: [{ url: 'https://example.com/', itemType: 'URL' }] },
  label: 'Add the page to “Reading list”',
};

describe('one attempt at an entry', () => {
  it('marks it done with the answer', async () => {
    const after = await attempt(entry(), clientAnswering({ collection: { id: 4 } }), clock);
    expect(after).toMatchObject({ state: 'done', attempts: 1, result: { collection: { id: 4 } } });
  });

  it('turns it into its follow-up, aimed at the collection just created', async () => {
    const after = await attempt(
      entry({ followUp, attempts: 2, uncertain: true }),
      clientAnswering(
        { collection: { id: 7 } },
        {
          listcollections: vi.fn(async () => ({ collections: [] })),
        },
      ),
      clock,
    );
    expect(after).toMatchObject({
      operation: 'addcollectionitems',
      label: followUp.label,
      request: { ...followUp.request, collectionId: 7 },
      state: 'pending',
      attempts: 0,
      uncertain: false,
    });
    expect(after.followUp).toBeUndefined();
  });

  it('fails the follow-up in words when the answer names no collection', async () => {
    const after = await attempt(entry({ followUp }), clientAnswering({}), clock);
    expect(after.state).toBe('failed');
    expect(after.error?.message).toMatch(/Create “Reading list” worked, but .* not added/);
  });

  it('keeps it pending, later, after a network failure, and marks it uncertain', async () => {
    const offline = new ApiError({ kind: 'network', message: 'Offline.' });
    const after = await attempt(entry(), clientAnswering(offline), clock);
    expect(after).toMatchObject({ state: 'pending', attempts: 1, uncertain: true });
    expect(after.nextAttemptAt).toBeGreaterThan(NOW);
  });

  it('pauses it when the token is refused', async () => {
    const refused = new ApiError({ kind: 'unauthorized', message: 'Reconnect.' });
    const after = await attempt(entry(), clientAnswering(refused), clock);
    expect(after).toMatchObject({ state: 'paused', attempts: 1, error: { kind: 'unauthorized' } });
  });

  it('fails it for good when the service refuses the request', async () => {
    const invalid = new ApiError({ kind: 'invalid-request', message: 'No such item.' });
    const after = await attempt(entry(), clientAnswering(invalid), clock);
    expect(after).toMatchObject({ state: 'failed', error: { message: 'No such item.' } });
    expect(after.nextAttemptAt).toBeUndefined();
  });

  it('takes "already exists" after a lost answer as the earlier attempt having worked', async () => {
    const exists = new ApiError({ kind: 'already-exists', message: 'Already there.' });
    const client = clientAnswering(exists, {
      listcollections: vi.fn(async () => ({ collections: [] })),
    });
    const after = await attempt(entry({ uncertain: true }), client, clock);
    expect(after).toMatchObject({ state: 'done', result: { verified: true } });
  });

  it('does not send again when the service shows the earlier attempt arrived', async () => {
    const created = { id: 9, name: 'Reading list', description: '' };
    const client = clientAnswering(new Error('must not be sent'), {
      listcollections: vi.fn(async () => ({ collections: [created] })),
    });
    const after = await attempt(entry({ uncertain: true }), client, clock);
    expect(after).toMatchObject({ state: 'done', result: { collection: created } });
    expect(client.call).not.toHaveBeenCalled();
  });
});
