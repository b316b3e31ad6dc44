import type { ComponentChildren } from 'preact';
import { t } from '../../lib/shared/i18n';
import type { AdminAccessController } from '../../lib/ui/hooks/use-admin-access';
import type { ConnectionSettingsController } from '../../lib/ui/hooks/use-connection-settings';
import type { ReminderSettingController } from '../../lib/ui/hooks/use-reminder-setting';
import type { ToolbarPanelController } from '../../lib/ui/hooks/use-toolbar-panel';
import type { Shortcut, ShortcutSettingsPlace } from '../../lib/ui/options/shortcuts';
import { NoticeBanner } from '../ui/notice-banner';
import { SkeletonList } from '../ui/skeleton';
import { AdminToolsLine } from './admin-tools-line';
import { ConnectionForm } from './connection-form';
import { ShortcutsSection } from './shortcuts-section';
import { RemindersSection } from './reminders-section';
import { SidePanelSection } from './side-panel-section';
import './options.css';
import '../../assets/styles/forms.css';

interface OptionsViewProps {
  settings: ConnectionSettingsController;
  shortcuts: readonly Shortcut[];
  /** Which browser's shortcut settings to name. */
  shortcutPlace: ShortcutSettingsPlace;
  onChangeShortcuts: () => void;
  /** The side panel's option; absent where the browser has no side panel. */
  sidePanel?: ToolbarPanelController;
  /** The meeting reminder setting; absent in views drawn without it. */
  reminders?: ReminderSettingController;
  /** The administrators' tools line; absent in views drawn without it. */
  admin?: AdminAccessController;
}

/** The options page: connection settings, the side panel's option and keyboard shortcuts. */
export function OptionsView({
  settings,
  shortcuts,
  shortcutPlace,
  onChangeShortcuts,
  sidePanel,
  reminders,
  admin,
}: OptionsViewProps) {
  const { connection } = settings;
  const view = connection.value;
  if (connection.error)
    return (
      <Shell>
        <NoticeBanner notice={{ tone: 'error', message: connection.error.message }} />
      </Shell>
    );
  if (!view)
    return (
      <Shell>
        <SkeletonList rows={4} label={t('optionsLoading')} />
      </Shell>
    );
  return (
    <Shell>
      <section aria-labelledby="connection-heading">
        <h2 id="connection-heading">{t('optionsConnectionHeading')}</h2>
        <p class="wk-muted">{t('optionsConnectionIntro')}</p>
        <ConnectionForm
          // A new saved address or token starts the form afresh from what was saved.
          key={`${view.serviceUrl}|${view.hasToken}`}
          view={view}
          busy={settings.busy}
          notice={settings.notice}
          warnings={settings.warnings}
          onTest={settings.test}
          onSave={settings.save}
          onForget={settings.forget}
          onSignIn={settings.signIn}
          onSignOut={settings.signOut}
        />
        {admin && <AdminToolsLine admin={admin} />}
      </section>
      {sidePanel && <SidePanelSection toolbar={sidePanel} />}
      {reminders && <RemindersSection reminders={reminders} />}
      <ShortcutsSection shortcuts={shortcuts} place={shortcutPlace} onChange={onChangeShortcuts} />
    </Shell>
  );
}

function Shell({ children }: { children: ComponentChildren }) {
  return (
    <main>
      <h1>{t('optionsTitle')}</h1>
      {children}
    </main>
  );
}
