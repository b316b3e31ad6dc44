import { useConnectionSettings } from '../../lib/ui/hooks/use-connection-settings';
import { useShortcuts } from '../../lib/ui/hooks/use-shortcuts';
import { openShortcutSettings, shortcutSettingsPlace } from '../../lib/ui/options/shortcuts';
import { OptionsView } from './options-view';

/** The options page: the connection settings and keyboard shortcuts, read and changed. */
export function OptionsScreen() {
  return (
    <OptionsView
      settings={useConnectionSettings()}
      shortcuts={useShortcuts()}
      shortcutPlace={shortcutSettingsPlace()}
      onChangeShortcuts={() => void openShortcutSettings()}
    />
  );
}
