// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { createHandlers } from '../../../../../lib/background/handlers';
import { createBackground } from '../../../../../lib/background/services';
import { toApiError } from '../../../../../lib/shared/errors/api-error';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { stubI18n } from '../../../../support/i18n-stub';

/**
 * Issue 32, defect 1, with its timing under control: the real worker (its reads, their stamps,
 * the read cache written KEEP_AFTER_MS after the answer, the outbox) against the reference
 * service, and the real collections hook; only the messaging between them is a direct call.
 * The read asked after the first move is held at the HTTP level until the second move and the
 * read after it are on screen, as on a loaded machine; then it answers, and its copy lands in
 * the read cache. The screen must never go back to the order after the first move.
 */
const harness = connectionHarness();
let handlers: ReturnType<typeof createHandlers>;

vi.mock('../../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: async (name: string, data: unknown) => {
    try {
      const handler = handlers[name as keyof typeof handlers] as (d: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(data) };
    } catch (error) {
      return { ok: false, error: toApiError(error).toData() };
    }
  },
}));

const { useCollections } = await import('../../../../../lib/ui/hooks/use-collections');

/** "Platform team" (3) is Alex's and shared for editing. */
const EDITABLE = 3;

test('a read asked before the last move never draws over the read asked after it', async () => {
  stubI18n();
  // The worker's fetch is not bound by a page's same-origin policy; happy-dom's is, by default.
  const dom = (window as unknown as { happyDOM: { settings: { fetch: Record<string, boolean> } } })
    .happyDOM;
  dom.settings.fetch.disableSameOriginPolicy = true;
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
  let collectionReads = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heldAsked = vi.fn();
  const fetchControlled: typeof fetch = async (input, init) => {
    if (String(input).endsWith('/getcollection')) {
      collectionReads += 1;
      // 1: the opening read; 2: the read after the first move (held); 3: after the second.
      if (collectionReads === 2) {
        const answer = await fetch(input, init);
        heldAsked();
        await held;
        return answer;
      }
    }
    return fetch(input, init);
  };
  handlers = createHandlers(createBackground({ fetch: fetchControlled }));

  const orders: string[][] = [];
  const hook = renderHook(() => {
    const controller = useCollections({ initialId: EDITABLE });
    const order = controller.detail.value?.items.map((item) => item.id);
    if (order && order.join() !== orders.at(-1)?.join()) orders.push(order);
    return controller;
  });
  await waitFor(() => expect(hook.result.current.detail.loading).toBe(false), { timeout: 5000 });
  const start = orders.at(-1) as string[];
  const second = start[1] as string;

  // Alt+ArrowUp on the second item; once it is answered, the screen asks for a fresh read.
  act(() => hook.result.current.move(second, 'up'));
  await waitFor(() => expect(heldAsked).toHaveBeenCalled(), { timeout: 5000 });
  const afterFirst = [second, ...start.filter((id) => id !== second)];
  // Alt+End while that read is on its way.
  act(() => hook.result.current.move(second, 'bottom'));
  const afterSecond = [...start.filter((id) => id !== second), second];
  await waitFor(() => expect(collectionReads).toBe(3), { timeout: 5000 });
  await waitFor(() => expect(hook.result.current.detail.loading).toBe(false), { timeout: 5000 });
  expect(orders.at(-1)).toEqual(afterSecond);

  // The older read answers now; its copy reaches the read cache 250 ms later.
  release();
  // A read asked after the release is kept the same delay after its own answer: once its copy
  // is in the read cache, the older read's answer was delivered and its copy had its turn.
  await handlers.read({ kind: 'answerBoards', withAudience: false, withRoles: false }, undefined);
  await waitFor(
    async () =>
      expect(Object.keys(await fakeBrowser.storage.local.get(null))).toContain(
        'cache:answerBoards:00',
      ),
    { timeout: 5000 },
  );
  await act(() => Promise.resolve());
  expect(orders.at(-1)).toEqual(afterSecond);
  // At no moment after the second move was drawn did the first move's order come back.
  const drawnAt = orders.findIndex((order) => order.join() === afterSecond.join());
  expect(orders.slice(drawnAt).map((order) => order.join())).not.toContain(afterFirst.join());
  hook.unmount();
});
