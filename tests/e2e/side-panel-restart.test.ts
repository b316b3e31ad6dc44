import { describe, expect, test } from 'vitest';
import { text } from './flows/helpers';
import { BROWSERS } from './support/browsers';
import { shownOrder } from './support/side-panel';
import { moveSecondUp, openEditable, proxiedPanel } from './support/side-panel-moves';
import { backgroundIsNew, stopBackground } from './support/side-panel-worker';

// The background stops while the side panel is open (support/side-panel-worker.ts: how, in each
// browser) with a change waiting in the outbox for a service that cannot be reached. The panel
// goes on working and the change reaches the service once it can be reached again.
describe.each(BROWSERS)(
  'the side panel across a restart of the background in $name',
  ({ launch }) => {
    const side = proxiedPanel(launch);

    test('a move queued while the service is down survives the restart and reaches the service', async () => {
      const { panel, proxy, session } = side;
      const start = await openEditable(side);
      proxy.down = true;
      const expected = await moveSecondUp(side, start);
      await expect.poll(() => shownOrder(panel.page)).toEqual(expected);
      await expect.poll(side.queued, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await side.serviceOrder()).toEqual(start);

      // The write is stored, but its answer to the page may not have come yet: the page then
      // asks the new worker again under the write's id (lost-answer.test.ts makes that certain).
      await stopBackground(session);
      proxy.down = false;
      // The panel asks the background for the boards: that wakes it, and it answers.
      await panel.page.click({ role: 'tab', name: text('popupTabBoards') });
      await panel.page.waitFor({ css: '[role="tabpanel"]:not([aria-busy="true"])' });
      await expect.poll(side.serviceOrder, { timeout: 30_000 }).toEqual(expected);
      await expect.poll(side.queued, { timeout: 20_000 }).toBe(0);
      expect(await panel.page.count({ css: '[role="alert"]' })).toBe(0);
      expect(await backgroundIsNew(session)).toBe(true);
    });
  },
);
