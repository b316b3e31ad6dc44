import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';

/** One keyboard shortcut of the extension, as the options page lists it. */
export interface Shortcut {
  /** The command's name (`_execute_action`, `pin-page`, `add-to-collection`). */
  name: string;
  /** What it does, in the person's language (from the manifest). */
  description: string;
  /** The keys, such as "Alt+Shift+P"; empty when unassigned (taken by another extension). */
  shortcut: string;
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
