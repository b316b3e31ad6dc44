import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import de from '../../public/_locales/de/messages.json';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { auditBothThemes } from './support/axe';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { overflowingText } from './support/layout';
import { openPanel, openTab, panelFrame } from './support/panel';

// Issue 19: a second language. In a German browser the extension speaks German, and the
// layouts hold with German's longer words: nothing runs off the popup or is cut.

const EDITABLE = 3;
const DRAFT = 206;

async function openPopup(connected: ConnectedSession): Promise<Page> {
  const page = await connected.session.context.newPage();
  await page.setViewportSize({ width: 400, height: 580 });
  await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  await page.locator('.wk-feed').waitFor();
  return page;
}

/** Every screen, each checked for text that does not fit; answers the findings. */
async function layoutFindings(connected: ConnectedSession, tabs: string[]): Promise<string[]> {
  const findings: string[] = [];
  const note = (where: string, lines: string[]) => {
    for (const line of lines) findings.push(`${where}: ${line}`);
  };
  const popup = await openPopup(connected);
  for (const name of tabs) {
    await popup.getByRole('tab', { name }).click();
    await popup.locator('[role="tabpanel"]:not([aria-busy="true"])').first().waitFor();
    await popup.waitForLoadState('networkidle');
    note(`popup ${name}`, await overflowingText(popup));
  }
  await popup.close();
  const pages: [string, string][] = [
    ['options.html', 'form'],
    [`collections.html?id=${EDITABLE}`, '.wk-collections__items > li'],
    [`draft.html?id=${DRAFT}`, '#draft-title'],
  ];
  for (const [path, ready] of pages) {
    const page = await connected.session.openExtensionPage(path);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.locator(ready).first().waitFor();
    note(path, await overflowingText(page));
    await page.close();
  }
  const { page, tabId } = await openTab(connected, `${connected.server.url}/docs/DOC_100`);
  await page.setViewportSize({ width: 1100, height: 640 });
  const panel = await openPanel(connected, page, tabId);
  await panel.getByRole('button', { name: de.panelPin.message, exact: true }).waitFor();
  note('panel', await overflowingText(await panelFrame(page)));
  await page.close();
  return findings;
}

describe('in a German browser', () => {
  let connected: ConnectedSession;
  beforeAll(async () => {
    connected = await startServiceAndExtension({ token: DEMO_TOKENS.user, language: 'de' });
  });
  afterAll(async () => {
    await connected?.close();
  });

  test('the popup speaks German', async () => {
    const popup = await openPopup(connected);
    const tabs = await popup.getByRole('tab').allTextContents();
    expect(tabs).toEqual([
      de.popupTabFeed.message,
      de.popupTabBoards.message,
      de.popupTabCollections.message,
    ]);
    await popup.getByRole('button', { name: de.popupEventShowDetails.message }).first().waitFor();
    await popup.close();
  });

  test('the layouts hold: no text runs off a screen or is cut', async () => {
    const tabs = [de.popupTabFeed, de.popupTabBoards, de.popupTabCollections];
    expect(
      await layoutFindings(
        connected,
        tabs.map((tab) => tab.message),
      ),
    ).toEqual([]);
  });

  test('the layout check does see a word that does not fit', async () => {
    const popup = await openPopup(connected);
    // The popup may still draw its first screen again once the worker's fresh feed lands,
    // which puts the tab's own word back: the long word is set again on each try.
    await expect
      .poll(async () => {
        await popup.evaluate(() => {
          const tab = document.querySelector('[role="tab"]') as HTMLElement;
          tab.style.whiteSpace = 'nowrap';
          tab.textContent = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen';
        });
        return overflowingText(popup);
      })
      .toContainEqual(expect.stringContaining('“Donaudampfschifffahrtsgesellschaftskapit'));
    await popup.close();
  });

  test('the service worker words its errors in German', async () => {
    // The sentence is made in the worker (its probe of the service), not in the page.
    const page = await connected.session.openExtensionPage('options.html');
    await page.getByLabel(de.optionsToken.message, { exact: true }).fill('not-a-real-token');
    await page.getByRole('button', { name: de.optionsTest.message }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(de.connectionTokenInvalid.message);
    await page.close();
  });

  test('axe finds nothing serious in German either', async () => {
    const popup = await openPopup(connected);
    expect(await auditBothThemes(popup)).toEqual([]);
    await popup.close();
  });
});
