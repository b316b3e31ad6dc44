import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectionOrder } from './flows/helpers';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { focusedName } from './support/keyboard';

// Issue 35 (and 36): a collection item's "⋯" menu is a WAI-ARIA APG menu button, in the popup
// and in collections.html: Escape closes it and gives focus back to "⋯", Tab out and a press
// outside close it, the arrows (Home, End) move between its items, and while it is open it
// covers none of the other items' buttons.

// "Platform team": Alex may reorder it, so its items have menus.
const EDITABLE = 3;

let connected: ConnectedSession;
beforeAll(async () => {
  connected = await startServiceAndExtension();
});
afterAll(async () => {
  await connected?.close();
});

const menus = (page: Page) => page.getByRole('menu');
const actions = (page: Page) => page.getByRole('button', { name: /^Actions for/ });

/** The name of the item at `index`, as its "⋯" button says it ("Actions for “Runbook”"). */
const buttonName = async (page: Page, index: number) =>
  (await actions(page).nth(index).getAttribute('aria-label')) ?? '';

/** Whether a press at the middle of `index`'s "⋯" button reaches that button. */
function reachable(page: Page, index: number): Promise<boolean> {
  return actions(page)
    .nth(index)
    .evaluate((button) => {
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === button || button.contains(hit);
    });
}

async function checkMenu(page: Page): Promise<void> {
  const first = await buttonName(page, 0);
  expect(await actions(page).count()).toBeGreaterThan(3);

  // A click opens it on its first item that can act (the first item cannot move up).
  const button = page.getByRole('button', { name: first, exact: true });
  await button.click();
  await menus(page).waitFor();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => focusedName(page)).toBe('Move down');
  // It pushes the next items down: each of their "⋯" buttons can still be pressed.
  for (const index of [1, 2, 3]) expect(await reachable(page, index)).toBe(true);

  // Arrows, Home and End move between its items, and wrap around.
  const steps: [string, string][] = [
    ['ArrowDown', 'Move to bottom'],
    ['ArrowDown', 'Edit'],
    ['End', 'Remove'],
    ['ArrowDown', 'Move down'],
    ['ArrowUp', 'Remove'],
    ['Home', 'Move down'],
  ];
  for (const [key, expected] of steps) {
    await page.keyboard.press(key);
    expect(`${key}: ${await focusedName(page)}`).toBe(`${key}: ${expected}`);
  }

  // Escape closes it and gives focus back to "⋯".
  await page.keyboard.press('Escape');
  await menus(page).waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe(first);
  expect(await button.getAttribute('aria-expanded')).toBe('false');

  // Enter on "⋯" opens it again; Tab leaves it and closes it.
  await page.keyboard.press('Enter');
  await menus(page).waitFor();
  await expect.poll(() => focusedName(page)).toBe('Move down');
  await page.keyboard.press('Tab');
  await menus(page).waitFor({ state: 'detached' });
  expect(await focusedName(page)).not.toBe('');

  // ArrowUp on "⋯" opens it on its last item; a press outside closes it.
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedName(page)).toBe('Remove');
  await page.locator('.wk-collections__title').click();
  await menus(page).waitFor({ state: 'detached' });

  // An action closes it and leaves focus on "⋯" of the item it moved.
  const second = await buttonName(page, 1);
  const secondId = await page.locator('[data-item-id]').nth(1).getAttribute('data-item-id');
  await actions(page).nth(1).click();
  await expect.poll(() => focusedName(page)).toBe('Move to top');
  await page.keyboard.press('Enter');
  await menus(page).waitFor({ state: 'detached' });
  await expect.poll(() => buttonName(page, 0)).toBe(second);
  await expect.poll(() => focusedName(page)).toBe(second);
  // The service has the move before the next test opens the collection: a move still on its
  // way would reorder that test's list under its pointer when it lands.
  await expect
    .poll(async () => (await collectionOrder(connected.server, EDITABLE))[0], { timeout: 20_000 })
    .toBe(secondId);
}

describe('the item menu', () => {
  test('in collections.html', async () => {
    const page = await connected.session.openExtensionPage(`collections.html?id=${EDITABLE}`);
    await page.locator('.wk-collections__detail[aria-busy="false"]').waitFor();
    await actions(page).first().waitFor();
    await checkMenu(page);
    await page.close();
  });

  test('in the popup', async () => {
    const page = await connected.session.context.newPage();
    await page.setViewportSize({ width: 400, height: 580 });
    await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
    await page.getByRole('tab', { name: 'Collections' }).click();
    await page
      .getByRole('button', { name: /Platform team/ })
      .first()
      .click();
    await page.locator('.wk-collections__detail[aria-busy="false"]').waitFor();
    await actions(page).first().waitFor();
    await checkMenu(page);
    await page.close();
  });
});
