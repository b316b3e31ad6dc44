import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { writeHandlers } from '../../../../../lib/background/handlers/writes';
import type { Outbox } from '../../../../../lib/background/outbox/outbox';
import { type OutboxEntry, outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';

function entry(id: string, state: OutboxEntry['state']): OutboxEntry {
  return {
    id,
    operation: 'pin',
    request: { documentId: 'DOC_1', queries: ['q'] },
    label: `Pin ${id}`,
    state,
    createdAt: 1,
    updatedAt: 1,
    attempts: 1,
  };
}

function fakeOutbox() {
  const retried: string[] = [];
  const outbox = {
    enqueue: vi.fn(),
    flush: vi.fn(),
    retry: vi.fn(async (id: string) => {
      retried.push(id);
      return { id, state: 'done' as const };
    }),
    discard: vi.fn(),
    resume: vi.fn(),
  } as unknown as Outbox;
  return { outbox, retried };
}

beforeEach(() => fakeBrowser.reset());

describe('retryAllWrites', () => {
  it('sends every failed and waiting write again, oldest first, and answers each outcome', async () => {
    await outboxEntries.set([
      entry('a', 'failed'),
      entry('b', 'done'),
      entry('c', 'pending'),
      entry('d', 'paused'),
      entry('e', 'failed'),
    ]);
    const { outbox, retried } = fakeOutbox();
    const outcomes = await writeHandlers(outbox).retryAllWrites(undefined, undefined);
    expect(retried).toEqual(['a', 'c', 'e']);
    expect(outcomes.map((outcome) => outcome.id)).toEqual(['a', 'c', 'e']);
  });

  it('leaves writes paused for a reconnect alone, and answers nothing when nothing waits', async () => {
    await outboxEntries.set([entry('d', 'paused'), entry('b', 'done')]);
    const { outbox, retried } = fakeOutbox();
    expect(await writeHandlers(outbox).retryAllWrites(undefined, undefined)).toEqual([]);
    expect(retried).toEqual([]);
  });
});
