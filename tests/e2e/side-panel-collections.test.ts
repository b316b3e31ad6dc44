import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { moveItem } from '../../lib/ui/collections/order';
import { collectionOrder, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { openCollectionIn, openSidePanel, type SidePanel, shownOrder } from './support/side-panel';

// "Platform team" (3) is the demo employee's and shared for editing.
const EDITABLE = 3;

describe.each(BROWSERS)('collections in the side panel in $name', ({ launch }) => {
  let session: BrowserSession;
  let panel: SidePanel;
  beforeAll(async () => {
    session = await startBrowserSession(launch, { connect: true });
    await session.browser.openWebPage(`${session.server.url}/docs/DOC_120`);
    panel = await openSidePanel(session);
  });
  afterAll(async () => {
    await session?.close();
  });

  const serviceOrder = () => collectionOrder(session.server, EDITABLE);

  test('moves an item with the keyboard (Alt+ArrowUp), and the service has the new order', async () => {
    const start = await serviceOrder();
    await panel.page.click({ role: 'tab', name: text('popupTabCollections') });
    await openCollectionIn(panel.page, /Platform team/);
    await expect.poll(() => shownOrder(panel.page)).toEqual(start);
    const second = start[1] as string;
    await panel.page.focus({ css: `[data-item-id="${second}"]` });
    await panel.page.press('Alt+ArrowUp');
    const expected = moveItem(start, second, 0);
    await expect.poll(() => shownOrder(panel.page)).toEqual(expected);
    await expect.poll(serviceOrder, { timeout: 20_000 }).toEqual(expected);
  });
});
