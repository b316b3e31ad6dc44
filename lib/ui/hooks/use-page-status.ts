import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import type { PageStatus } from '../../shared/types/page';
import { type ActiveTab, activeTab, isOwnPage } from '../active-tab';
import { ask } from '../ask';
import type { Loading } from '../loading';
import type { Place } from '../place';

/** The "This page" strip's data: the status of the active tab, or why there is none. */
export interface PageStatusState extends Loading<PageStatus> {
  /** The active tab is one of this extension's own pages (the popup opened in a tab): no strip. */
  ownPage?: boolean;
}

/** The strip's state, and its actions. */
export interface PageStatusController extends PageStatusState {
  /** Opens the page-action panel in the tab, then closes the popup (the panel takes over). */
  act(action: 'pin' | 'collect'): void;
}

/**
 * Follows the active tab's page status (pinned, in which collections) for the popup. `tab` is
 * the active tab when the page already asked for it; `initial` the status kept from an earlier
 * opening, shown while the fresh one is asked for.
 */
export function usePageStatus(
  tab?: ActiveTab,
  initial?: PageStatus,
  place: Place = 'popup',
): PageStatusController {
  const [state, setState] = useState<PageStatusState>(() =>
    isOwnPage(tab) ? { loading: false, ownPage: true } : { value: initial, loading: true },
  );
  const [tabId, setTabId] = useState(tab?.id);
  useEffect(() => {
    let live = true;
    // The side panel's strip follows the window's tab with hooks of its own.
    if (place === 'side-panel') return;
    (async () => {
      const current = tab ?? (await activeTab());
      if (!live) return;
      if (isOwnPage(current)) {
        setState({ loading: false, ownPage: true });
        return;
      }
      setTabId(current?.id);
      const status = await ask('pageStatus', { tabId: current?.id });
      if (live) setState({ value: status, loading: false });
    })().catch((error) => {
      if (live) setState({ loading: false, error: toApiError(error) });
    });
    return () => {
      live = false;
    };
  }, []);
  return {
    ...state,
    act(action) {
      ask('openPageActions', { tabId, action }).then(
        // The popup closes: the panel takes over. The side panel stays beside the page.
        () => place === 'popup' && window.close(),
        (error) => setState((previous) => ({ ...previous, error: toApiError(error) })),
      );
    },
  };
}
