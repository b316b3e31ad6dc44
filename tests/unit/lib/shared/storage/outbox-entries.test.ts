import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxEntries, splitQueue } from '../../../../../lib/shared/storage/outbox-entries';

const readQueue = async () => splitQueue((await fakeBrowser.storage.local.get('outbox')).outbox);

beforeEach(() => fakeBrowser.reset());

const good = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  operation: 'pin',
  request: { documentId: 'DOC_1', queries: ['q'] },
  label: `Pin ${id}`,
  state: 'pending',
  createdAt: 1,
  updatedAt: 1,
  attempts: 0,
  ...changes,
});

describe('typed storage', () => {
  it('reads a malformed outbox as empty rather than breaking every page', async () => {
    await fakeBrowser.storage.local.set({ outbox: [{ id: 1 }] });
    expect(await outboxEntries.get()).toEqual([]);
  });

  it('checks each entry on its own: one bad entry does not hide the others', async () => {
    await fakeBrowser.storage.local.set({ outbox: [good('a'), { id: 1 }, good('b')] });
    expect((await outboxEntries.get()).map((entry) => entry.id)).toEqual(['a', 'b']);
    const { readable, unreadable } = await readQueue();
    expect(readable.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(unreadable).toEqual([{ id: 1 }]);
  });

  it('refuses a time that is not a finite number (null is what Infinity becomes in storage)', async () => {
    const hostile = [null, Number.NaN, Number.POSITIVE_INFINITY, '1700000000000'];
    await fakeBrowser.storage.local.set({
      outbox: [
        ...hostile.map((at, index) => good(`bad-${index}`, { nextAttemptAt: at })),
        good('huge-wait', { error: { kind: 'rate-limited', message: 'm', retryAfterMs: null } }),
        good('fine', { nextAttemptAt: 1_700_000_000_000 }),
      ],
    });
    expect((await outboxEntries.get()).map((entry) => entry.id)).toEqual(['fine']);
    expect((await readQueue()).unreadable).toHaveLength(hostile.length + 1);
  });
});
