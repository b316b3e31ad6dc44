import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';

/** One keyboard shortcut of the extension, as the options page lists it. */
export interface Shortcut {
  /** The command's name (`_execute_action`, `pin-page`, `add-to-collection`). */
  name: string;
  /** What it does, in the person's language (from the manifest). */
  description: string;
  /**
   * The keys, such as "Alt+Shift+U"; empty when unassigned (the browser keeps the default key
   * for itself, or another extension has it).
   */
  shortcut: string;
}

/** Which browser's place for changing shortcuts the page names. */
export type ShortcutSettingsPlace = 'chromium' | 'firefox';

/**
 * Where this browser lets a person set the keys: Firefox's add-ons manager, or Chromium's
 * shortcuts page. Read from the extension's own address, which no page can change.
 */
export function shortcutSettingsPlace(): ShortcutSettingsPlace {
  return browser.runtime.getURL('/').startsWith('moz-extension:') ? 'firefox' : 'chromium';
}

/** The extension's keyboard shortcuts as the browser currently assigns them. */
export async function listShortcuts(): Promise<Shortcut[]> {
  const commands = await browser.commands.getAll();
  return commands.map((command) => ({
    name: command.name ?? '',
    // The browser gives the popup's command no description of its own.
    description:
      command.description ||
      (command.name?.startsWith('_execute') ? t('pageActionsCommandPopup') : ''),
    shortcut: command.shortcut ?? '',
  }));
}

/**
 * Where the person changes shortcuts: Chromium's shortcut page (extensions may open it in a
 * tab), or Firefox's own dialog.
 */
export async function openShortcutSettings(): Promise<void> {
  const commands = browser.commands as typeof browser.commands & {
    openShortcutSettings?: () => Promise<void>;
  };
  if (typeof commands.openShortcutSettings === 'function') {
    await commands.openShortcutSettings();
    return;
  }
  await browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}
