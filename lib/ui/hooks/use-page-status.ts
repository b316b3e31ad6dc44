import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { toApiError } from '../../shared/errors/api-error';
import type { PageStatus } from '../../shared/types/page';
import { ask } from '../ask';
import type { Loading } from '../loading';

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

/** Follows the active tab's page status (pinned, in which collections) for the popup. */
export function usePageStatus(): PageStatusController {
  const [state, setState] = useState<PageStatusState>({ loading: true });
  const [tabId, setTabId] = useState<number>();
  useEffect(() => {
    let live = true;
    (async () => {
      const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
      if (!live) return;
      if (tab?.url?.startsWith(browser.runtime.getURL('/'))) {
        setState({ loading: false, ownPage: true });
        return;
      }
      setTabId(tab?.id);
      const status = await ask('pageStatus', { tabId: tab?.id });
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
        () => window.close(),
        (error) => setState((previous) => ({ ...previous, error: toApiError(error) })),
      );
    },
  };
}
