import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { collectionOrder } from './flows/helpers';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { focusedAttribute, focusedName, tabTo } from './support/keyboard';
import { panelTakesClicks } from './support/panel';

// Issue 19: the main flows with the keyboard alone. Only Tab, Shift+Tab, Enter, Space and the
// arrow keys are pressed (and text typed into fields); nothing is clicked. What a person does
// with the browser itself (the toolbar button that opens the popup) is done by the test.

// "Platform team" (3): Alex's, shared for editing.
const EDITABLE = 3;
// The draft of Alex's published "Deploy freeze during the holidays", in the feed.
const PUBLISHED_DRAFT = 203;

let connected: ConnectedSession;
beforeAll(async () => {
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
});
afterAll(async () => {
  await connected?.close();
});

const order = () => collectionOrder(connected.server, EDITABLE);

/**
 * Opens the popup as the toolbar button would, over `behind` (the tab it is about): the popup
 * is a tab of its own here, loaded while `behind` is the active tab.
 */
async function openPopup(behind: Page): Promise<Page> {
  const popup = await connected.session.context.newPage();
  await behind.bringToFront();
  await popup.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  await popup.locator('.wk-feed').waitFor();
  // The first paint may come from the cache: wait for the service's answer, so a fresh render
  // does not move what the keyboard is walking through.
  await popup.locator('[role="tabpanel"]:not([aria-busy="true"])').first().waitFor();
  await popup.waitForLoadState('networkidle');
  return popup;
}

/** Waits for the next tab the extension opens. */
const nextTab = () => connected.session.context.waitForEvent('page');

test('feed, tabs, collections, reorder, the page panel and a draft, by keyboard alone', async () => {
  const doc = await connected.session.context.newPage();
  await doc.goto(`${connected.server.url}/docs/DOC_170`);
  let popup = await openPopup(doc);

  // Read the feed: open a meeting's details.
  await tabTo(popup, /^Details$/);
  await popup.keyboard.press('Enter');
  await popup.locator('.wk-event-details').first().waitFor();
  expect(await focusedAttribute(popup, 'aria-expanded')).toBe('true');

  // Edit a draft from the feed: the draft page opens, the title is changed and saved.
  const draftOpened = nextTab();
  await tabTo(popup, /^Edit draft “Deploy freeze during the holidays”$/);
  await popup.keyboard.press('Enter');
  const draft = await draftOpened;
  await draft.getByLabel('Title', { exact: true }).waitFor();
  await tabTo(draft, /^Title$/);
  await draft.keyboard.press('End');
  await draft.keyboard.type(' (by keyboard)');
  await tabTo(draft, /^Save draft$/);
  await draft.keyboard.press('Enter');
  await draft.getByText('Saved. The service has your changes.').waitFor();
  const saved = await call(connected.server, 'getdraftannouncement', { id: PUBLISHED_DRAFT });
  expect(saved.json.announcement.title).toBe('Deploy freeze during the holidays (by keyboard)');
  await draft.close();

  // Switch tabs with the arrow keys, from the selected tab.
  await tabTo(popup, /^Feed$/, { backwards: true });
  expect(await focusedAttribute(popup, 'aria-selected')).toBe('true');
  await popup.keyboard.press('ArrowRight');
  await popup.getByRole('tab', { name: 'Boards', selected: true }).waitFor();
  await popup.keyboard.press('ArrowRight');
  await popup.getByRole('tab', { name: 'Collections', selected: true }).waitFor();

  // Open a collection, then its full page.
  await tabTo(popup, /Platform team/);
  await popup.keyboard.press('Enter');
  await popup.locator('.wk-collections__detail[aria-busy="false"]').waitFor();
  const fullOpened = nextTab();
  await tabTo(popup, /^Open in a full page$/);
  await popup.keyboard.press('Enter');
  const full = await fullOpened;
  await full.locator('.wk-collections__detail[aria-busy="false"]').waitFor();

  // Reorder: the first item's "…" menu, then "Move down".
  const before = await order();
  await tabTo(full, /^Actions for/);
  await full.keyboard.press('Enter');
  // The menu opens on its first item that can act: the first item cannot move up.
  await expect.poll(() => focusedName(full)).toBe('Move down');
  await full.keyboard.press('Enter');
  const [first, second, ...rest] = before;
  // The move goes through the outbox: give a busy machine time to send it.
  await expect.poll(order, { timeout: 15_000 }).toEqual([second, first, ...rest]);
  await full.close();

  // Open the page panel from the popup and pin the page.
  await popup.close();
  popup = await openPopup(doc);
  await tabTo(popup, /^Pin this page…$/);
  // Enter acts on key down; the popup then closes itself (the panel takes over), so there may
  // be no page left to receive the key's release.
  const closed = popup.waitForEvent('close');
  await popup.keyboard.down('Enter');
  await closed;
  const panel = doc.locator('[data-wk-page-panel] iframe[src]').contentFrame();
  await panel.locator('[role="dialog"]').waitFor();
  await panelTakesClicks(panel);
  await doc.bringToFront();
  await tabTo(doc, /^Search queries$/);
  await doc.keyboard.type('keyboard walk');
  await doc.keyboard.press('Enter');
  await tabTo(doc, /^Pin$/);
  await doc.keyboard.press('Space');
  await panel.getByText('Pinned for “keyboard walk”.').waitFor();
  const pins = await call(connected.server, 'listpins', {});
  expect(
    (pins.json.pins as { documentId: string; queries: string[] }[]).filter(
      (pin) => pin.documentId === 'DOC_170',
    ),
  ).toContainEqual(expect.objectContaining({ queries: ['keyboard walk'] }));
  await doc.close();
});
