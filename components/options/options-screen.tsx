import { useConnectionSettings } from '../../lib/ui/hooks/use-connection-settings';
import { useShortcuts } from '../../lib/ui/hooks/use-shortcuts';
import { openShortcutSettings } from '../../lib/ui/options/shortcuts';
import { OptionsView } from './options-view';

/** The options page: the connection settings and keyboard shortcuts, read and changed. */
export function OptionsScreen() {
  return (
    <OptionsView
      settings={useConnectionSettings()}
      shortcuts={useShortcuts()}
      onChangeShortcuts={() => void openShortcutSettings()}
    />
  );
}
