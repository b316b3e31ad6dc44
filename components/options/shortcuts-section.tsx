import { t } from '../../lib/shared/i18n';
import type { Shortcut } from '../../lib/ui/options/shortcuts';

interface ShortcutsSectionProps {
  shortcuts: readonly Shortcut[];
  /** Opens the browser's own place to change them. */
  onChange: () => void;
}

/** The keyboard shortcuts as the browser has them now, and how to change them. */
export function ShortcutsSection({ shortcuts, onChange }: ShortcutsSectionProps) {
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
      <button type="button" class="wk-button" onClick={onChange}>
        {t('optionsShortcutsOpen')}
      </button>
    </section>
  );
}
