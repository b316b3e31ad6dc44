// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Collection } from '../../lib/shared/contract';
import type { ReadKey } from '../../lib/shared/messages/messenger';
import { writeCache } from '../../lib/shared/storage/cache';
import { connectionSettings } from '../../lib/shared/storage/connection-settings';
import { planMove } from '../../lib/ui/collections/order';
import { applyMoveRequest } from '../support/collection-order';
import { stubI18n } from '../support/i18n-stub';

/**
 * Issue 32: for any interleaving of the person's moves, the answers to the screen's reads (in
 * any order), the copies the worker keeps of them in the read cache (in any order, late),
 * reads other pages cause, and the service taking or refusing each write, the collection on
 * screen is always a read no older than the one drawn before it, with exactly the person's
 * changes that read does not hold replayed on it; once everything has arrived it is the newest
 * read, which is the service's order. The background is this test's: one clock, one service,
 * each read stamped when asked (as the worker does) and answered or kept when the run says.
 */
interface Read {
  stamp: number;
  order: string[];
  answer?: (value: unknown) => void;
  answered: boolean;
  kept: boolean;
}
interface Move {
  itemId: string;
  nextItemId: string;
  /** The clock when the service took it; undefined until then; null when refused. */
  appliedAt?: number | null;
}

let clock = 0;
let service: string[] = [];
let reads: Read[] = [];
let moves: Move[] = [];
let writes: { move: Move; answer: (value: unknown) => void }[] = [];

const collection = (order: string[]): Collection => ({
  id: 3,
  name: 'Platform team',
  description: '',
  permissions: { write: { scopeType: 'GLOBAL', create: true, update: true, delete: true } },
  items: order.map((id) => ({ itemId: id, collectionId: 3, itemType: 'URL', name: id })),
});

vi.mock('../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: (name: string, data: unknown) => {
    if (name === 'read' && (data as ReadKey).kind === 'collection') {
      clock += 1;
      const read: Read = { stamp: clock, order: [...service], answered: false, kept: false };
      reads.push(read);
      return new Promise((resolve) => {
        read.answer = resolve;
      });
    }
    if (name === 'read') {
      return Promise.resolve({ ok: true, value: { value: { collections: [] }, fetchedAt: 0 } });
    }
    if (name === 'write') {
      const request = (data as { request: { itemId: string } }).request;
      const move = moves.find(
        (entry) => entry.appliedAt === undefined && entry.itemId === request.itemId,
      );
      return new Promise((resolve) => writes.push({ move: move as Move, answer: resolve }));
    }
    return Promise.resolve({ ok: true, value: null });
  },
}));

const { useCollections } = await import('../../lib/ui/hooks/use-collections');

type Step =
  | { kind: 'move'; which: number; to: number }
  | { kind: 'answerRead'; pick: number }
  | { kind: 'keep'; pick: number }
  | { kind: 'answerWrite'; ok: boolean }
  | { kind: 'otherRead' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), which: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('answerRead' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('keep' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('answerWrite' as const), ok: fc.boolean() }),
  fc.constant({ kind: 'otherRead' as const }),
);

async function settle() {
  await act(async () => {
    for (let tick = 0; tick < 6; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function answerRead(read: Read) {
  read.answered = true;
  read.answer?.({
    ok: true,
    value: { value: { collection: collection(read.order) }, fetchedAt: read.stamp },
  });
}

async function keep(read: Read, scope: string) {
  read.kept = true;
  const entry = { value: { collection: collection(read.order) }, fetchedAt: read.stamp };
  await writeCache({ kind: 'collection', id: 3 }, scope, entry as never);
}

function answerWrite(ok: boolean) {
  const write = writes.shift();
  if (!write) return;
  clock += 1;
  if (ok) {
    service = applyMoveRequest(service, write.move.itemId, write.move.nextItemId);
    write.move.appliedAt = clock;
    write.answer({ ok: true, value: { id: `w${clock}`, state: 'done' } });
  } else {
    write.move.appliedAt = null;
    write.answer({
      ok: true,
      value: { id: `w${clock}`, state: 'failed', error: { kind: 'forbidden', message: 'No.' } },
    });
  }
}

afterEach(() => vi.restoreAllMocks());

test('what is shown is the newest read with the pending changes replayed on it', async () => {
  stubI18n();
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 30 }), async (steps) => {
      fakeBrowser.reset();
      stubI18n();
      clock = 1000;
      service = ['a', 'b', 'c', 'd', 'e'];
      reads = [];
      moves = [];
      writes = [];
      const { scope } = await connectionSettings.get();
      const hook = renderHook(() => useCollections({ initialId: 3 }));
      await settle();
      answerRead(reads[0] as Read);
      await settle();
      let shownStamp = 0;
      const check = () => {
        const { value, fetchedAt } = hook.result.current.detail;
        if (!value || fetchedAt === undefined) return;
        // Never an older read than the one drawn before.
        expect(fetchedAt).toBeGreaterThanOrEqual(shownStamp);
        shownStamp = fetchedAt;
        const read = reads.find((entry) => entry.stamp === fetchedAt) as Read;
        // The changes this read does not hold, in the order the person made them.
        const expected = moves
          .filter(({ appliedAt }) => appliedAt !== null && (appliedAt ?? Infinity) > read.stamp)
          .reduce(
            (order, move) => applyMoveRequest(order, move.itemId, move.nextItemId),
            read.order,
          );
        expect(value.items.map((item) => item.id)).toEqual(expected);
      };
      for (const step of steps) {
        const waiting = reads.filter((read) => !read.answered);
        const unkept = reads.filter((read) => read.answered && !read.kept);
        if (step.kind === 'move') {
          const order = hook.result.current.detail.value?.items.map((item) => item.id) ?? [];
          const itemId = order[step.which % order.length] as string;
          const plan = planMove(order, itemId, step.to % order.length);
          if (plan) moves.push({ itemId, nextItemId: plan.newNextItemId });
          act(() => hook.result.current.move(itemId, { index: step.to % order.length }));
        } else if (step.kind === 'answerRead' && waiting.length) {
          answerRead(waiting[step.pick % waiting.length] as Read);
        } else if (step.kind === 'keep' && unkept.length) {
          await keep(unkept[step.pick % unkept.length] as Read, scope);
        } else if (step.kind === 'answerWrite') {
          answerWrite(step.ok);
        } else if (step.kind === 'otherRead') {
          clock += 1;
          reads.push({ stamp: clock, order: [...service], answered: true, kept: false });
        }
        await settle();
        check();
      }
      // Everything arrives: writes taken, reads answered and kept, until nothing is asked.
      for (let round = 0; round < 20; round += 1) {
        while (writes.length) {
          answerWrite(true);
          await settle();
        }
        const open = reads.filter((read) => !read.answered || !read.kept);
        if (!open.length && !writes.length) break;
        for (const read of open) {
          if (!read.answered) answerRead(read);
          await settle();
          if (!read.kept) await keep(read, scope);
          await settle();
          check();
        }
      }
      const newest = Math.max(...reads.map((read) => read.stamp));
      expect(hook.result.current.detail.fetchedAt).toBe(newest);
      expect(hook.result.current.detail.value?.items.map((item) => item.id)).toEqual(service);
      hook.unmount();
    }),
    { numRuns: 60 },
  );
});
