import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';

interface Shortcut {
  name: string;
  description: string;
  shortcut: string;
}

/** Opens the browser's own page for changing extension shortcuts. */
function openShortcutSettings() {
  const commands = browser.commands as typeof browser.commands & {
    openShortcutSettings?: () => Promise<void>;
  };
  // Firefox has a call for it; Chromium browsers have a page.
  if (commands.openShortcutSettings) void commands.openShortcutSettings();
  else void browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}

/** The keyboard shortcuts as the browser has them now, and how to change them. */
export function ShortcutsSection() {
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  useEffect(() => {
    void browser.commands.getAll().then((all) =>
      setShortcuts(
        all.map((command) => ({
          name: command.name ?? '',
          description:
            command.name === '_execute_action' || command.name === '_execute_browser_action'
              ? t('extensionName')
              : (command.description ?? command.name ?? ''),
          shortcut: command.shortcut ?? '',
        })),
      ),
    );
  }, []);
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('optionsShortcutsHeading')}</h2>
      <p class="wk-muted">{t('optionsShortcutsIntro')}</p>
      <table class="wk-shortcuts">
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.name}>
              <td>{shortcut.description}</td>
              <td>
                {shortcut.shortcut ? <kbd>{shortcut.shortcut}</kbd> : t('optionsShortcutUnset')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" class="wk-button" onClick={openShortcutSettings}>
        {t('optionsShortcutsOpen')}
      </button>
    </section>
  );
}
