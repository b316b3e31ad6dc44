import type { BrowserDriver } from './driver';
import type { XDisplay } from './x-display';

declare const chrome: typeof import('wxt/browser').browser;

/** Each command of the extension with the key the browser gave it ('' when none). */
export function commandKeys(browser: BrowserDriver): Promise<{ name: string; shortcut: string }[]> {
  return browser.evaluateInBackground(
    async () =>
      (await chrome.commands.getAll()).map((command) => ({
        name: command.name ?? '',
        shortcut: command.shortcut ?? '',
      })),
    null,
  );
}

/**
 * Presses `command`'s key on the keyboard as a person does (and, with `then`, begins typing
 * right after it), with the tab `tabId` in front: an
 * X key event into the browser's window on `display` (support/x-display.ts says why nothing
 * less reaches a browser's shortcuts). The browser must have been launched on that display.
 */
export async function pressShortcut(
  browser: BrowserDriver,
  display: XDisplay,
  command: string,
  tabId: number,
  then?: { type: string; afterMs: number; everyMs: number },
): Promise<void> {
  const shortcut = (await commandKeys(browser)).find((entry) => entry.name === command)?.shortcut;
  if (!shortcut) throw new Error(`${command} has no key in ${browser.name}`);
  // The page's tab in front, in the browser's only window: the shortcut acts on it.
  await browser.evaluateInBackground((id) => chrome.tabs.update(id, { active: true }), tabId);
  if (!then) return display.press(shortcut.toLowerCase());
  await display.pressThenType(shortcut.toLowerCase(), then.type, then.afterMs, then.everyMs);
}
