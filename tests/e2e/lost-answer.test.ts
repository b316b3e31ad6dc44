import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers';
import { shownOrder } from './support/side-panel';
import { moveSecondUp, openEditable, proxiedPanel } from './support/side-panel-moves';
import { backgroundIsNew, stopBackground } from './support/side-panel-worker';

// The browser stops the background while a page waits for its answer to a write: the worker
// had stored the write and was sending it. The page must not say "not saved" (it was saved,
// and goes out); it asks the new worker under the write's id, and the write reaches the
// service once. Before, the lost answer read as a refusal: the move was undone on screen with
// an alert, and then applied by the outbox anyway (found by side-panel-restart.test.ts, at
// random, in CI).
describe.each(BROWSERS)('a write whose answer is lost to a restart in $name', ({ launch }) => {
  const side = proxiedPanel(launch);

  test('a move on its way when the worker stops is kept on screen and reaches the service once', async () => {
    const { panel, proxy, session } = side;
    const start = await openEditable(side);
    proxy.hold = true;
    const expected = await moveSecondUp(side, start);
    await expect.poll(() => proxy.held(), { timeout: 20_000 }).toContain('movecollectionitem');

    await stopBackground(session);
    proxy.hold = false;
    proxy.dropHeld();
    await expect.poll(side.serviceOrder, { timeout: 30_000 }).toEqual(expected);
    await expect.poll(side.queued, { timeout: 20_000 }).toBe(0);
    expect(await shownOrder(panel.page)).toEqual(expected);
    expect(await panel.page.count({ css: '[role="alert"]' })).toBe(0);
    const applied = proxy.calls.filter(
      (answered) => answered.operation === 'movecollectionitem' && answered.status === 200,
    );
    expect(applied).toHaveLength(1);
    expect(await backgroundIsNew(session)).toBe(true);
  });
});
