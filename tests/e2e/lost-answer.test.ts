import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { moveItem } from '../../lib/ui/collections/order';
import { call } from '../support/service';
import { text } from './flows/helpers';
import { BROWSERS, type BrowserSession } from './support/browsers';
import type { RecordingProxy } from './support/recording-proxy';
import {
  openCollectionIn,
  openSidePanel,
  type SidePanel,
  shownOrder,
  startBehindProxy,
} from './support/side-panel';
import { backgroundIsNew, stopBackground } from './support/side-panel-worker';

declare const chrome: typeof import('wxt/browser').browser;

// "Platform team" (3) is the demo employee's and shared for editing.
const EDITABLE = 3;

// The browser stops the background while a page waits for its answer to a write: the worker
// had stored the write and was sending it. The page must not say "not saved" (it was saved,
// and goes out); it asks the new worker under the write's id, and the write reaches the
// service once. Before, the lost answer read as a refusal: the move was undone on screen with
// an alert, and then applied by the outbox anyway (found by side-panel-restart.test.ts, at
// random, in CI).
describe.each(BROWSERS)('a write whose answer is lost to a restart in $name', ({ launch }) => {
  let session: BrowserSession;
  let proxy: RecordingProxy;
  let panel: SidePanel;
  beforeAll(async () => {
    ({ session, proxy } = await startBehindProxy(launch));
    await session.browser.openWebPage(`${session.server.url}/docs/DOC_120`);
    panel = await openSidePanel(session);
  });
  afterAll(async () => {
    await session?.close();
    await proxy?.close();
  });

  const serviceOrder = async () => {
    const answer = await call(session.server, 'getcollection', { id: EDITABLE, withItems: true });
    return (answer.json.collection.items as { itemId: string }[]).map((item) => item.itemId);
  };
  const queued = () =>
    session.browser.evaluateInBackground(async () => {
      const { outbox } = await chrome.storage.local.get('outbox');
      return ((outbox as { state: string }[] | undefined) ?? []).filter(
        (entry) => entry.state !== 'done',
      ).length;
    }, null);

  test('a move on its way when the worker stops is kept on screen and reaches the service once', async () => {
    const start = await serviceOrder();
    await panel.page.click({ role: 'tab', name: text('popupTabCollections') });
    await openCollectionIn(panel.page, /Platform team/);
    await expect.poll(() => shownOrder(panel.page)).toEqual(start);

    proxy.hold = true;
    const second = start[1] as string;
    await panel.page.focus({ css: `[data-item-id="${second}"]` });
    await panel.page.press('Alt+ArrowUp');
    const expected = moveItem(start, second, 0);
    await expect.poll(() => proxy.held(), { timeout: 20_000 }).toContain('movecollectionitem');

    await stopBackground(session);
    proxy.hold = false;
    proxy.dropHeld();
    await expect.poll(serviceOrder, { timeout: 30_000 }).toEqual(expected);
    await expect.poll(queued, { timeout: 20_000 }).toBe(0);
    expect(await shownOrder(panel.page)).toEqual(expected);
    expect(await panel.page.count({ css: '[role="alert"]' })).toBe(0);
    const applied = proxy.calls.filter(
      (answered) => answered.operation === 'movecollectionitem' && answered.status === 200,
    );
    expect(applied).toHaveLength(1);
    expect(await backgroundIsNew(session)).toBe(true);
  });
});
