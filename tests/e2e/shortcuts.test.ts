import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PANEL, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { poll, type Target } from './support/driver';
import { commandKeys, pressShortcut } from './support/shortcut-keys';
import { sidePanelIsOpen } from './support/side-panel-open';
import { startXDisplay, type XDisplay } from './support/x-display';

/** The commands each build declares (manifest.json), with the keys it suggests. */
function manifestCommands(build: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve('.output', build, 'manifest.json'), 'utf8'));
  return Object.keys(manifest.commands ?? {});
}

/** What shows that a command's panel opened, on its own view. */
const PANEL_VIEWS: Record<string, Target> = {
  'pin-page': { role: 'textbox', name: text('panelQueries'), within: PANEL },
  'add-to-collection': { label: text('panelFindCollection'), within: PANEL },
};

const BUILDS = { Chromium: 'chrome-mv3-e2e', 'Firefox ESR': 'firefox-mv3-e2e' } as const;

// The default keys a person gets: the browser assigns every one (Chromium leaves a key it keeps
// for itself unassigned, with no word), and pressing it on the keyboard opens the panel. The
// keys are pressed as X key events into the browser's window on a private virtual display;
// see support/x-display.ts for why nothing less reaches a browser's shortcuts.
describe.each(BROWSERS)('the keyboard shortcuts in $name', ({ name, launch }) => {
  let display: XDisplay;
  let session: BrowserSession;
  beforeAll(async () => {
    display = await startXDisplay();
    session = await startBrowserSession(() => launch({ display: display.name }), {
      connect: true,
    });
  });
  afterAll(async () => {
    await session?.close();
    await display?.close();
  });

  const shortcuts = () => commandKeys(session.browser);

  test('every command of the manifest has a key after install', async () => {
    const declared = manifestCommands(BUILDS[name]);
    expect(declared.length).toBeGreaterThanOrEqual(4);
    expect(declared).toContain('open-side-panel');
    const assigned = await shortcuts();
    for (const command of declared) {
      const found = assigned.find((entry) => entry.name === command);
      expect(found?.shortcut, `${command}'s key in ${name}`).toMatch(/\S/);
    }
  });

  test.each(Object.keys(PANEL_VIEWS))(
    'pressing %s’s key on the keyboard opens the panel on its view',
    async (command) => {
      const shortcut = (await shortcuts()).find((entry) => entry.name === command)?.shortcut;
      expect(shortcut).toMatch(/\S/);
      const { page, tabId } = await session.browser.openWebPage(
        `${session.server.url}/docs/DOC_120`,
      );
      expect(await page.count({ css: PANEL })).toBe(0);
      await pressShortcut(session.browser, display, command, tabId);
      await page.waitFor(PANEL_VIEWS[command] as Target);
      await page.close();
    },
  );

  test('pressing open-side-panel’s key on the keyboard opens the side panel', async () => {
    const shortcut = (await shortcuts()).find(
      (entry) => entry.name === 'open-side-panel',
    )?.shortcut;
    expect(shortcut).toMatch(/\S/);
    const { page, tabId } = await session.browser.openWebPage(`${session.server.url}/docs/DOC_120`);
    expect(await session.browser.evaluateInBackground(sidePanelIsOpen, null)).toBe(false);
    await pressShortcut(session.browser, display, 'open-side-panel', tabId);
    await poll('the side panel to open', async () =>
      (await session.browser.evaluateInBackground(sidePanelIsOpen, null)) ? true : undefined,
    );
    await page.close();
  });
});
