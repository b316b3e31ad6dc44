import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import de from '../../public/_locales/de/messages.json';
import en from '../../public/_locales/en/messages.json';
import { pinQueries } from './flows/helpers';
import { auditWith } from './support/axe';
import { type BrowserSession, startBrowserSession } from './support/browsers';
import { launchChromiumDriver } from './support/chromium-driver';
import { focusedName, tabTo } from './support/keyboard';
import {
  activeTabId,
  asKeyboardPage,
  openSidePanel,
  type SidePanel,
  switchTo,
} from './support/side-panel';
import { evaluateScript } from './support/side-panel-cdp';

type Messages = Record<string, { message: string }>;
const say = (messages: Messages, key: string, ...values: string[]) =>
  (messages[key]?.message ?? key).replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? '');

// The side panel's states, audited by axe in the light and the dark theme (0 serious or
// critical findings), in English and in German (every string in German too); and the panel
// walked with the keyboard alone. Chromium: its DevTools target can emulate the colour scheme.
describe.each([
  ['en', en],
  ['de', de],
] as const)('the side panel’s states in “%s”', (language, messages) => {
  let session: BrowserSession;
  let panel: SidePanel;
  const m = (key: string, ...values: string[]) => say(messages as Messages, key, ...values);
  beforeAll(async () => {
    session = await startBrowserSession(() => launchChromiumDriver({ language }), {
      connect: true,
    });
    await session.browser.openWebPage(`${session.server.url}/docs/DOC_160`);
    panel = await openSidePanel(session);
  });
  afterAll(async () => {
    await session?.close();
  });

  /** axe's findings in both themes, each line with its theme. */
  const audit = async () => {
    const target = panel.target;
    if (!target) throw new Error('The audit needs the side panel’s DevTools target');
    const findings: string[] = [];
    for (const scheme of ['light', 'dark']) {
      await target.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-color-scheme', value: scheme }],
      });
      const lines = await auditWith((source) => evaluateScript(target, source));
      for (const line of lines) findings.push(`[${scheme}] ${line}`);
    }
    return findings;
  };

  test('the strip, the tabs, the pin and collect forms and a hidden tab: no serious finding', async () => {
    const page = panel.page;
    await page.waitFor({ css: '.wk-strip__title' });
    expect(await audit(), 'the feed with the strip').toEqual([]);
    await page.click({ role: 'tab', name: m('popupTabCollections') });
    await page.waitFor({ css: '.wk-collections__list' });
    expect(await audit(), 'collections').toEqual([]);
    await page.click({ role: 'button', name: m('popupPinThisPage') });
    await page.waitFor({ role: 'textbox', name: m('panelQueries') });
    expect(await audit(), 'the pin form').toEqual([]);
    await page.click({ role: 'button', name: m('sidePanelCloseForm') });
    await page.click({ role: 'button', name: m('popupAddToCollection') });
    await page.waitFor({ label: m('panelFindCollection') });
    expect(await audit(), 'the collect form').toEqual([]);
    await page.click({ role: 'button', name: m('sidePanelCloseForm') });
    await session.browser.openWebPage('chrome://version/');
    await switchTo(session, await activeTabId(session));
    await page.waitFor({ text: m('sidePanelNoAddress') });
    await page.waitFor({ role: 'button', name: m('sidePanelFollowTabs') });
    expect(await audit(), 'a tab it cannot read').toEqual([]);
  });
});

describe('the side panel by keyboard alone in Chromium', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(() => launchChromiumDriver(), { connect: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  test('Tab to the strip’s “Pin this page…”, type a query, pin: the service has it', async () => {
    await session.browser.openWebPage(`${session.server.url}/docs/DOC_161`);
    const panel = await openSidePanel(session);
    const keys = asKeyboardPage(panel.page);
    await tabTo(keys, /^Pin this page…$/);
    await panel.page.press('Enter');
    await tabTo(keys, /^Search queries$/);
    for (const character of 'keyboard side panel') await panel.page.press(character);
    await panel.page.press('Enter');
    await tabTo(keys, /^Pin$/);
    expect(await focusedName(keys)).toBe('Pin');
    await panel.page.press('Enter');
    await expect
      .poll(() => pinQueries(session.server, 'DOC_161'), { timeout: 20_000 })
      .toContainEqual(['keyboard side panel']);
  });
});
