import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../public/_locales/en/messages.json';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';
import { openPanel, openTab } from './support/panel';

// Issue 15, finding 7: what a person types into the panel is the panel's. A page that listens
// for keys or input (a shortcut handler, an analytics script, a key logger) must hear nothing.

/** Every event that carries what a person types and crosses a shadow boundary (composed). */
const TYPED_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'textInput',
];

let connected: ConnectedSession;

beforeAll(async () => {
  connected = await startServiceAndExtension();
});
afterAll(async () => {
  await connected?.close();
});

describe('the page panel keeps typing to itself', () => {
  it('a page listener on window or document hears no key, input or composition event', async () => {
    const { page, tabId } = await openTab(connected, `${connected.server.url}/docs/DOC_160`);
    // The page's own script, listening as pages do (bubbling, on window and document).
    await page.evaluate((types) => {
      const heard: string[] = [];
      (globalThis as unknown as { heard: string[] }).heard = heard;
      for (const type of types) {
        window.addEventListener(type, () => heard.push(`window:${type}`));
        document.addEventListener(type, () => heard.push(`document:${type}`));
      }
    }, TYPED_EVENTS);
    // The listeners work: typing on the page itself is heard.
    await page.keyboard.press('KeyA');
    await expect(
      page.evaluate(() => (globalThis as unknown as { heard: string[] }).heard),
    ).resolves.toContain('window:keydown');
    await page.evaluate(() => {
      (globalThis as unknown as { heard: string[] }).heard.length = 0;
    });

    const panel = await openPanel(connected, page, tabId);
    const queries = panel.getByRole('textbox', {
      name: messages.panelQueries.message,
      exact: true,
    });
    await queries.click();
    await page.keyboard.type('release notes');
    await page.keyboard.press('Backspace');
    // An input method's composition (as a German or Japanese keyboard would send it).
    const cdp = await connected.session.context.newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'ü', selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.insertText', { text: 'ü' });
    await cdp.detach();

    // The panel got every key: the field holds what was typed.
    await expect(queries.inputValue()).resolves.toBe('release noteü');
    await expect(
      page.evaluate(() => (globalThis as unknown as { heard: string[] }).heard),
    ).resolves.toEqual([]);
    await page.close();
  });
});
