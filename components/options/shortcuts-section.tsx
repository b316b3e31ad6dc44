import { t } from '../../lib/shared/i18n';
import type { Shortcut, ShortcutSettingsPlace } from '../../lib/ui/options/shortcuts';

interface ShortcutsSectionProps {
  shortcuts: readonly Shortcut[];
  /** Which browser's settings to name when a key is missing. */
  place: ShortcutSettingsPlace;
  /** Opens the browser's own place to change them. */
  onChange: () => void;
}

/**
 * The keyboard shortcuts as the browser reports them now, and how to change them. A command
 * with no key says so in words, why that happens and where to set one: a default key the
 * browser keeps for itself, or another extension took, is silently left unassigned.
 */
export function ShortcutsSection({ shortcuts, place, onChange }: ShortcutsSectionProps) {
  const unset = shortcuts.some((shortcut) => !shortcut.shortcut);
  const where = t(
    place === 'firefox' ? 'optionsShortcutsWhereFirefox' : 'optionsShortcutsWhereChromium',
  );
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
      {unset && <p role="note">{t('optionsShortcutsUnsetHelp', where)}</p>}
      <button type="button" class="wk-button" onClick={onChange}>
        {t('optionsShortcutsOpen')}
      </button>
    </section>
  );
}
