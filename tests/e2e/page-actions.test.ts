import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../public/_locales/en/messages.json';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';
import { panelTakesClicks } from './support/panel';

const text = (key: keyof typeof messages, ...values: string[]) =>
  (messages as Record<string, { message: string }>)[key]?.message.replace(
    /\$(\d)/g,
    (_, digit: string) => values[Number(digit) - 1] ?? '',
  ) as string;

// The worker's own extension API, as code evaluated inside it sees it.
declare const chrome: typeof import('wxt/browser').browser;

let connected: ConnectedSession;

/** Calls the reference service directly, as Alex, to check what the extension did. */
async function api<T>(operation: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${connected.server.url}/rest/api/v1/${operation}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_TOKENS.user}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface Pin {
  id: string;
  documentId: string;
  queries: string[];
}
interface Item {
  documentId?: string;
  url?: string;
  itemType: string;
}

const pinsOf = async (documentId: string) =>
  (await api<{ pins: Pin[] }>('listpins')).pins.filter((pin) => pin.documentId === documentId);
const itemsOf = async (id: number) =>
  (await api<{ collection: { items: Item[] } }>('getcollection', { id, withItems: true }))
    .collection.items;

/** Opens a page in a new tab and answers it with its tab id (read by the service worker). */
async function openTab(url: string): Promise<{ page: Page; tabId: number }> {
  const page = await connected.session.context.newPage();
  await page.goto(url);
  const tabId = await connected.session.serviceWorker.evaluate(async (address) => {
    // The newest tab with the address: an earlier test may have left one open.
    const tabs = await chrome.tabs.query({ url: address });
    return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
  }, page.url());
  expect(tabId).toBeGreaterThan(0);
  return { page, tabId };
}

type TabArg = { id: number; url?: string; title?: string };

/** Runs the worker's context-menu handler as a click on `menuItemId` would. */
function clickMenu(info: Record<string, unknown>, tab: TabArg): Promise<unknown> {
  return connected.session.serviceWorker.evaluate(
    ([click, target]) =>
      (
        globalThis as unknown as {
          __wkPageActions: { handleMenuClick(i: unknown, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleMenuClick(click, target),
    [info, tab] as const,
  );
}

/** Runs the worker's keyboard-command handler as the shortcut would. */
function pressCommand(command: string, tab: TabArg): Promise<unknown> {
  return connected.session.serviceWorker.evaluate(
    ([name, target]) =>
      (
        globalThis as unknown as {
          __wkPageActions: { handleCommand(c: string, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleCommand(name, target),
    [command, tab] as const,
  );
}

/** The panel's place in a page (its shadow root is open in the e2e build only). */
const host = (page: Page) => page.locator('[data-wk-page-panel]');
/** The panel itself: the extension page in the frame its host holds. */
const panel = (page: Page) => host(page).locator('iframe[src]').contentFrame();

beforeAll(async () => {
  connected = await startServiceAndExtension();
});

afterAll(async () => {
  await connected?.close();
});

describe('page actions against the reference service', () => {
  it('declares no content script: a page nobody acted on has no panel and no extension script', async () => {
    const { page } = await openTab(`${connected.server.url}/docs/DOC_110`);
    const manifest = await connected.session.serviceWorker.evaluate(() =>
      chrome.runtime.getManifest(),
    );
    expect(manifest.content_scripts).toBeUndefined();
    const registered = await connected.session.serviceWorker.evaluate(() =>
      chrome.scripting.getRegisteredContentScripts(),
    );
    expect(registered).toEqual([]);
    await expect(host(page).count()).resolves.toBe(0);
    await page.close();
  });

  it('pins the page from the panel (opened from the popup path), and the service has the pin', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/docs/DOC_120`);
    await page.getByRole('link', { name: 'All documents' }).focus();
    const opened = await sendFromPage(await connected.messenger(), 'openPageActions', {
      tabId,
      action: 'pin',
    });
    expect(opened).toEqual({ ok: true, value: null });
    const queries = panel(page).getByRole('textbox', { name: text('panelQueries'), exact: true });
    await queries.fill('e2e release checklist');
    await queries.press('Enter');
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: text('panelPin'), exact: true })
      .click();
    await expect(
      panel(page).getByText(text('pageActionsPinnedFor', '“e2e release checklist”')).waitFor(),
    ).resolves.toBeUndefined();
    expect((await pinsOf('DOC_120')).map((pin) => pin.queries)).toContainEqual([
      'e2e release checklist',
    ]);
    // The new pin is listed as existing, so nobody pins twice.
    await panel(page)
      .getByRole('button', { name: text('panelEdit') })
      .first()
      .waitFor();
    // Opening it again switches the open panel's view instead of adding a second panel.
    await sendFromPage(await connected.messenger(), 'openPageActions', {
      tabId,
      action: 'collect',
    });
    await panel(page)
      .getByRole('tab', { name: text('panelTabCollect'), selected: true })
      .waitFor();
    await expect(host(page).count()).resolves.toBe(1);
    // Escape closes the panel and gives the focus back to where it was.
    await page.keyboard.press('Escape');
    await host(page).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'All documents',
    );
    await page.close();
  });

  it('pins from the selection context-menu entry, prefilled with the selection', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/docs/DOC_121`);
    const result = await clickMenu(
      { menuItemId: 'wk-pin-selection', selectionText: 'e2e rollback steps', pageUrl: page.url() },
      { id: tabId, url: page.url(), title: await page.title() },
    );
    expect(result).toMatchObject({ panel: 'pin', target: { selection: 'e2e rollback steps' } });
    await panel(page).getByText('e2e rollback steps', { exact: true }).first().waitFor();
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: text('panelPin'), exact: true })
      .click();
    await panel(page).getByText(text('pageActionsPinnedFor', '“e2e rollback steps”')).waitFor();
    expect((await pinsOf('DOC_121')).map((pin) => pin.queries)).toContainEqual([
      'e2e rollback steps',
    ]);
    await page.close();
  });

  it('the link entry acts on the link target, not on the page around it', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/`);
    const linkUrl = `${connected.server.url}/docs/DOC_130`;
    await expect(page.locator(`a[href="${linkUrl}"]`).count()).resolves.toBe(1);
    const result = await clickMenu(
      { menuItemId: 'wk-pin-link', linkUrl, pageUrl: page.url() },
      { id: tabId, url: page.url(), title: await page.title() },
    );
    expect(result).toMatchObject({ panel: 'pin', target: { kind: 'link', url: linkUrl } });
    // The panel names the link (its text on the page) and its address, not the page's.
    await panel(page).getByText(linkUrl, { exact: true }).waitFor();
    const linkText = (await page.locator(`a[href="${linkUrl}"]`).textContent()) as string;
    await expect(panel(page).getByRole('heading').textContent()).resolves.toBe(linkText);
    const queries = panel(page).getByRole('textbox', { name: text('panelQueries'), exact: true });
    await queries.fill('e2e linked page,');
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: text('panelPin'), exact: true })
      .click();
    await panel(page).getByText(text('pageActionsPinnedFor', '“e2e linked page”')).waitFor();
    expect((await pinsOf('DOC_130')).map((pin) => pin.queries)).toContainEqual(['e2e linked page']);
    await page.close();
  });

  it('adds the page to an existing collection from the picker, then directly from the menu', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/docs/DOC_140`);
    const before = await itemsOf(2);
    expect(before.some((item) => item.documentId === 'DOC_140')).toBe(false);
    await pressCommand('add-to-collection', {
      id: tabId,
      url: page.url(),
      title: await page.title(),
    });
    // A locked collection is marked and cannot be chosen.
    const onboarding = panel(page).getByRole('button', { name: /Onboarding/ });
    await expect(onboarding.isDisabled()).resolves.toBe(true);
    await panel(page).getByLabel(text('panelFindCollection')).fill('reading');
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: /My reading list/ })
      .click();
    await panel(page).getByText(text('pageActionsAddedTo', 'My reading list')).waitFor();
    const after = await itemsOf(2);
    expect(after.filter((item) => item.documentId === 'DOC_140')).toHaveLength(1);
    // Read again, the collection is marked as already holding the page.
    await panel(page)
      .getByRole('button', { name: /My reading list.*Already in this collection/ })
      .waitFor();
    await page.close();

    // "My reading list" is now a recent collection: the menu adds another page in one click.
    const second = await openTab(`${connected.server.url}/docs/DOC_141`);
    const result = await clickMenu(
      { menuItemId: 'wk-collect-page:2', pageUrl: second.page.url() },
      { id: second.tabId, url: second.page.url(), title: await second.page.title() },
    );
    expect(result).toEqual({
      feedback: { tone: 'success', message: text('pageActionsAddedTo', 'My reading list') },
    });
    expect((await itemsOf(2)).some((item) => item.documentId === 'DOC_141')).toBe(true);
    // Adding it again is explained, not a failure.
    const again = await clickMenu(
      { menuItemId: 'wk-collect-page:2', pageUrl: second.page.url() },
      { id: second.tabId, url: second.page.url(), title: await second.page.title() },
    );
    expect(again).toEqual({
      feedback: { tone: 'info', message: text('pageActionsAlreadyIn', 'My reading list') },
    });
    await expect(host(second.page).count()).resolves.toBe(0);
    await second.page.close();
  });

  it('creates a collection on the spot with the page in it', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/docs/DOC_150`);
    await clickMenu(
      { menuItemId: 'wk-collect-page:choose', pageUrl: page.url() },
      { id: tabId, url: page.url(), title: await page.title() },
    );
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: `+ ${text('panelNewCollection')}` })
      .click();
    const name = panel(page).getByLabel(text('panelNewCollectionName'));
    await expect(name.inputValue()).resolves.toBe(await page.title());
    await name.fill('E2E reading pile');
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: text('panelCreateAndAdd') })
      .click();
    await panel(page).getByText(text('pageActionsCreatedWith', 'E2E reading pile')).waitFor();
    const { collections } = await api<{ collections: { id: number; name: string }[] }>(
      'listcollections',
    );
    const created = collections.find((collection) => collection.name === 'E2E reading pile');
    expect(created).toBeDefined();
    const items = await itemsOf(created?.id as number);
    expect(items.map((item) => item.documentId)).toEqual(['DOC_150']);
    await page.close();
  });

  it('explains that an unindexed page cannot be pinned, and offers the collection instead', async () => {
    const { page, tabId } = await openTab(`${connected.server.url}/`);
    await pressCommand('pin-page', { id: tabId, url: page.url(), title: await page.title() });
    await panel(page).getByText(text('pageActionsNotIndexed'), { exact: true }).waitFor();
    await panelTakesClicks(panel(page));
    await panel(page)
      .getByRole('button', { name: text('panelGoCollect') })
      .last()
      .click();
    await panel(page).getByText(text('panelUrlItemNote')).waitFor();
    await page.close();
  });

  it('explains a browser page instead of doing nothing', async () => {
    const tab = await connected.session.serviceWorker.evaluate(async () => {
      const created = await chrome.tabs.create({ url: 'chrome://version/' });
      return { id: created.id as number, url: created.url, title: created.title };
    });
    // As the browser reports it to the worker (the address may be hidden from the extension).
    const hidden = (await pressCommand('pin-page', tab)) as { feedback: { message: string } };
    expect([text('pageActionsBrowserPage'), text('pageActionsNoAddress')]).toContain(
      hidden.feedback.message,
    );
    // With the address known (a menu click reports it), the sentence names the reason.
    const shown = await pressCommand('pin-page', { ...tab, url: 'chrome://version/' });
    expect(shown).toEqual({ feedback: { tone: 'error', message: text('pageActionsBrowserPage') } });
    const fromPopup = await sendFromPage(await connected.messenger(), 'openPageActions', {
      tabId: tab.id,
      action: 'pin',
    });
    expect(fromPopup).toMatchObject({ ok: false });
  });

  it('raised no errors in any page', () => {
    // The reference service has no favicon: the browser's 404 for it is not the extension's.
    const errors = connected.session.consoleErrors.filter(
      (error) =>
        !error.includes('Failed to load resource: the server responded with a status of 404'),
    );
    expect(errors).toEqual([]);
  });
});
