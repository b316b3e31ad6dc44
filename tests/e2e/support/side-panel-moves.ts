import { afterAll, beforeAll, expect } from 'vitest';
import { moveItem } from '../../../lib/ui/collections/order';
import { collectionOrder, text } from '../flows/helpers';
import type { BrowserSession } from './browsers';
import type { BrowserDriver } from './driver';
import type { RecordingProxy } from './recording-proxy';
import {
  openCollectionIn,
  openSidePanel,
  type SidePanel,
  shownOrder,
  startBehindProxy,
} from './side-panel';

declare const chrome: typeof import('wxt/browser').browser;

/** "Platform team" (3): the demo employee's collection, shared for editing. */
const EDITABLE = 3;

/** A side panel whose extension reaches the service through a recording proxy. */
export interface ProxiedPanel {
  session: BrowserSession;
  proxy: RecordingProxy;
  panel: SidePanel;
  /** The service's order of the editable collection's items. */
  serviceOrder(): Promise<string[]>;
  /** The outbox's entries not yet done, as stored. */
  queued(): Promise<number>;
}

/**
 * For the describe block it is called in: a browser behind a recording proxy, connected as the
 * demo employee, with a web page open and the side panel opened over it; closed after the block.
 * The fields are there once `beforeAll` has run.
 */
export function proxiedPanel(launch: () => Promise<BrowserDriver>): ProxiedPanel {
  const handle = {
    serviceOrder: () => collectionOrder(handle.session.server, EDITABLE),
    queued: () =>
      handle.session.browser.evaluateInBackground(async () => {
        const { outbox } = await chrome.storage.local.get('outbox');
        return ((outbox as { state: string }[] | undefined) ?? []).filter(
          (entry) => entry.state !== 'done',
        ).length;
      }, null),
  } as ProxiedPanel;
  beforeAll(async () => {
    Object.assign(handle, await startBehindProxy(launch));
    await handle.session.browser.openWebPage(`${handle.session.server.url}/docs/DOC_120`);
    handle.panel = await openSidePanel(handle.session);
  });
  afterAll(async () => {
    await handle.session?.close();
    await handle.proxy?.close();
  });
  return handle;
}

/** Opens the editable collection in the panel's Collections tab; answers the service's order. */
export async function openEditable(side: ProxiedPanel): Promise<string[]> {
  const start = await side.serviceOrder();
  await side.panel.page.click({ role: 'tab', name: text('popupTabCollections') });
  await openCollectionIn(side.panel.page, /Platform team/);
  await expect.poll(() => shownOrder(side.panel.page)).toEqual(start);
  return start;
}

/** Moves the second item of `start` to the top with the keyboard; answers the new order. */
export async function moveSecondUp(side: ProxiedPanel, start: string[]): Promise<string[]> {
  const second = start[1] as string;
  await side.panel.page.focus({ css: `[data-item-id="${second}"]` });
  await side.panel.page.press('Alt+ArrowUp');
  return moveItem(start, second, 0);
}
