import { describe, expect, it, vi } from 'vitest';
import type { WriteMessage } from '../../../../../lib/shared/messages/messenger';
import type { OutboxEntry } from '../../../../../lib/shared/storage/outbox-entries';
import type { WriteOutcome } from '../../../../../lib/shared/types/outbox';
import {
  createWriteQueue,
  type WriteQueueEvents,
} from '../../../../../lib/ui/collections/write-queue';

const message = (label: string): WriteMessage => ({
  operation: 'movecollectionitem',
  request: { collectionId: 3, itemId: label },
  label,
});

function setup(answer: (message: WriteMessage) => Promise<WriteOutcome>) {
  const events = {
    refused: vi.fn(),
    unbuildable: vi.fn(),
    changed: vi.fn(),
    idle: vi.fn(),
  } satisfies WriteQueueEvents;
  const sent: string[] = [];
  const queue = createWriteQueue(
    (written) => {
      sent.push(written.label);
      return answer(written);
    },
    () => events,
    (error) => String(error),
  );
  return { queue, events, sent };
}

const entry = (id: string, state: OutboxEntry['state'], reason?: string): OutboxEntry => ({
  id,
  operation: 'movecollectionitem',
  request: {},
  label: id,
  state,
  createdAt: 0,
  updatedAt: 0,
  attempts: 1,
  ...(reason ? { error: { kind: 'invalid-request', message: reason } } : {}),
});

describe('the collection write queue', () => {
  it('sends writes one after another, in the order they were made', async () => {
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { queue, sent, events } = setup(async (written) => {
      if (written.label === 'a') await first;
      return { id: written.label, state: 'done' };
    });
    const a = queue.enqueue('move', 'a', () => message('a'));
    const b = queue.enqueue('move', 'b', () => message('b'));
    await Promise.resolve();
    expect(sent).toEqual(['a']);
    release();
    expect(await Promise.all([a, b])).toEqual([null, null]);
    expect(sent).toEqual(['a', 'b']);
    expect(events.idle).toHaveBeenCalled();
    expect(queue.busy()).toBe(false);
  });

  it('still sends the writes queued behind one the service refused', async () => {
    const { queue, sent, events } = setup(async (written) =>
      written.label === 'a'
        ? { id: 'a', state: 'failed', error: { kind: 'forbidden', message: 'No.' } }
        : { id: written.label, state: 'done' },
    );
    const a = queue.enqueue('move', 'a', () => message('a'));
    const b = queue.enqueue('move', 'b', () => message('b'));
    expect(await Promise.all([a, b])).toEqual(['No.', null]);
    expect(sent).toEqual(['a', 'b']);
    expect(events.refused).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal at once with its sentence', async () => {
    const { queue, events } = setup(async () => ({
      id: 'x',
      state: 'failed',
      error: { kind: 'invalid-request', message: 'Item gone.' },
    }));
    expect(await queue.enqueue('remove', 'a', () => message('a'))).toBe('Item gone.');
    expect(events.refused).toHaveBeenCalledWith('remove', 'a', 'Item gone.', false);
  });

  it('reports a write that cannot be built without sending it', async () => {
    const { queue, events, sent } = setup(async () => ({ id: 'x', state: 'done' }));
    expect(await queue.enqueue('move', 'a', () => 'Not saved yet.')).toBe('Not saved yet.');
    expect(events.unbuildable).toHaveBeenCalledWith('Not saved yet.');
    expect(sent).toEqual([]);
  });

  it('follows a waiting write in the outbox until it fails, then reports it as later', async () => {
    const { queue, events } = setup(async () => ({ id: 'w1', state: 'pending' }));
    await queue.enqueue('move', 'item-1', () => message('a'));
    expect(queue.busy()).toBe(true);
    expect(queue.waitingItemIds()).toEqual(new Set(['item-1']));
    queue.follow([entry('w1', 'paused')]);
    expect(queue.busy()).toBe(true);
    queue.follow([entry('w1', 'failed', 'Refused.')]);
    expect(events.refused).toHaveBeenCalledWith('move', 'item-1', 'Refused.', true);
    expect(queue.busy()).toBe(false);
  });

  it('settles when a waiting write is done, and can stop following one', async () => {
    const { queue, events } = setup(async (written) => ({ id: written.label, state: 'pending' }));
    await queue.enqueue('remove', 'item-1', () => message('w1'));
    await queue.enqueue('move', 'item-2', () => message('w2'));
    events.idle.mockClear();
    expect(queue.untrack('w1')).toBe(true);
    queue.follow([entry('w2', 'done')]);
    expect(queue.busy()).toBe(false);
    expect(events.idle).toHaveBeenCalledTimes(1);
  });
});
