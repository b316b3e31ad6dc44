import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { PageStatus } from '../../lib/shared/types/page';
import type { ActiveTab } from '../../lib/ui/active-tab';
import { useFollowedPageStatus } from '../../lib/ui/hooks/use-followed-page-status';
import { useFollowedTab } from '../../lib/ui/hooks/use-followed-tab';
import { lazyView } from '../ui/lazy';
import type { PageActionForm } from './page-action-sheet';
import { SidePanelStrip } from './side-panel-strip';

// The page panel's views and their styles load when the person opens a form, not with the
// popup's app (which is this screen's too).
const PageActionSheet = lazyView(
  () => import('./page-action-sheet').then((m) => m.PageActionSheet),
  () => ({ loading: t('popupTabLoading'), failed: t('popupTabLoadFailed') }),
);

interface SidePanelThisPageProps {
  /** The tab the first screen was drawn for. */
  tab?: ActiveTab;
  /** Its status as the first screen showed it. */
  initialPage?: PageStatus;
}

/**
 * The side panel's "This page": the strip following the window's active tab, and the pin or
 * collect form the person opened from it, which stays with the tab it was opened for.
 */
export function SidePanelThisPage({ tab: first, initialPage }: SidePanelThisPageProps) {
  const followed = useFollowedTab(first);
  // A write from the form asks for the page's status again (the worker forgot what it kept).
  const [writes, setWrites] = useState(0);
  const state = useFollowedPageStatus(followed.tab, followed.visit + writes, initialPage);
  const [form, setForm] = useState<PageActionForm>();
  const open = (view: PageActionForm['view']) => {
    if (state.value && state.tabId !== undefined) {
      setForm({ view, tabId: state.tabId, status: state.value });
    }
  };
  return (
    <>
      <SidePanelStrip state={state} canReadTabs={followed.canReadTabs} onAction={open} />
      {form && (
        <PageActionSheet
          // A form opened for another tab is that tab's: the one open closes (keeping what was
          // typed in it), rather than showing the first page's status with the second tab's id.
          key={form.tabId}
          form={form}
          onView={(view) => setForm({ ...form, view })}
          onStatus={(status) => {
            setForm((current) => current && { ...current, status });
            if (form.tabId === state.tabId) setWrites((count) => count + 1);
          }}
          onClose={() => {
            setForm(undefined);
            // Back to the strip's first action, where the form was opened from.
            document.querySelector<HTMLElement>('.wk-strip__actions button')?.focus();
          }}
        />
      )}
    </>
  );
}
