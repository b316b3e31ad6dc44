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

// The background stops while the side panel is open (support/side-panel-worker.ts: how, in each
// browser) with a change waiting in the outbox for a service that cannot be reached. The panel
// goes on working and the change reaches the service once it can be reached again.
describe.each(BROWSERS)(
  'the side panel across a restart of the background in $name',
  ({ launch }) => {
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
    /** The outbox's entries not yet done, as stored. */
    const queued = () =>
      session.browser.evaluateInBackground(async () => {
        const { outbox } = await chrome.storage.local.get('outbox');
        return ((outbox as { state: string }[] | undefined) ?? []).filter(
          (entry) => entry.state !== 'done',
        ).length;
      }, null);

    test('a move queued while the service is down survives the restart and reaches the service', async () => {
      const start = await serviceOrder();
      await panel.page.click({ role: 'tab', name: text('popupTabCollections') });
      await openCollectionIn(panel.page, /Platform team/);
      await expect.poll(() => shownOrder(panel.page)).toEqual(start);

      proxy.down = true;
      const second = start[1] as string;
      await panel.page.focus({ css: `[data-item-id="${second}"]` });
      await panel.page.press('Alt+ArrowUp');
      const expected = moveItem(start, second, 0);
      await expect.poll(() => shownOrder(panel.page)).toEqual(expected);
      await expect.poll(queued, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await serviceOrder()).toEqual(start);

      // The write is stored, but its answer to the page may not have come yet: the page then
      // asks the new worker again under the write's id (lost-answer.test.ts makes that certain).
      await stopBackground(session);
      proxy.down = false;
      // The panel asks the background for the boards: that wakes it, and it answers.
      await panel.page.click({ role: 'tab', name: text('popupTabBoards') });
      await panel.page.waitFor({ css: '[role="tabpanel"]:not([aria-busy="true"])' });
      await expect.poll(serviceOrder, { timeout: 30_000 }).toEqual(expected);
      await expect.poll(queued, { timeout: 20_000 }).toBe(0);
      expect(await panel.page.count({ css: '[role="alert"]' })).toBe(0);
      expect(await backgroundIsNew(session)).toBe(true);
    });
  },
);
