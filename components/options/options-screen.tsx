import { sidePanelKind } from '../../lib/shared/side-panel-kind';
import { useAdminAccess } from '../../lib/ui/hooks/use-admin-access';
import { useConnectionSettings } from '../../lib/ui/hooks/use-connection-settings';
import { useReminderSetting } from '../../lib/ui/hooks/use-reminder-setting';
import { useShortcuts } from '../../lib/ui/hooks/use-shortcuts';
import { useToolbarPanel } from '../../lib/ui/hooks/use-toolbar-panel';
import { openShortcutSettings, shortcutSettingsPlace } from '../../lib/ui/options/shortcuts';
import { OptionsView } from './options-view';

/** Whether this browser has a side panel (it does not change while the page is open). */
const HAS_SIDE_PANEL = sidePanelKind() !== null;

/** The options page: the connection, the side panel's option and the shortcuts, read and changed. */
export function OptionsScreen() {
  const toolbarPanel = useToolbarPanel();
  const reminders = useReminderSetting();
  const settings = useConnectionSettings();
  // Read again whenever the connection was saved anew: a refusal is the old token's or identity's.
  const admin = useAdminAccess(settings.connection.value);
  return (
    <OptionsView
      settings={settings}
      admin={admin}
      shortcuts={useShortcuts()}
      shortcutPlace={shortcutSettingsPlace()}
      onChangeShortcuts={() => void openShortcutSettings()}
      sidePanel={HAS_SIDE_PANEL ? toolbarPanel : undefined}
      reminders={reminders}
    />
  );
}
