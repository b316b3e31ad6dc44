import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import type { PageStatus } from '../../shared/types/page';
import { type ActiveTab, isOwnPage } from '../active-tab';
import { ask } from '../ask';
import type { PageStatusState } from './use-page-status';

/** The side panel strip's data: the followed tab's page status, or why there is none. */
export interface FollowedPageState extends PageStatusState {
  /** The tab the status is about (what a pin or collect form opened from the strip acts on). */
  tabId?: number;
  /** The worker cannot see this tab's address: following every tab needs the `tabs` permission. */
  hidden?: boolean;
}

/**
 * The page status of the tab the side panel follows (useFollowedTab), asked of the worker at
 * every switch and navigation (`visit`). The worker answers a page seen within 5 minutes from
 * what it keeps, with no request (lib/background/page-actions/kept-status.ts), so a switch back
 * redraws at once. The newest question wins: an answer about a tab the person has left is
 * dropped. `initial` is the status the first screen was drawn with, for the tab it was drawn for.
 */
export function useFollowedPageStatus(
  tab: ActiveTab | undefined,
  visit: number,
  initial?: PageStatus,
): FollowedPageState {
  const [state, setState] = useState<FollowedPageState>(() =>
    isOwnPage(tab)
      ? { loading: false, ownPage: true, tabId: tab?.id }
      : { value: initial, loading: true, tabId: tab?.id },
  );
  const tabId = tab?.id;
  useEffect(() => {
    let live = true;
    if (tabId === undefined) return;
    if (isOwnPage(tab)) {
      setState({ loading: false, ownPage: true, tabId });
      return;
    }
    // Another tab: its status replaces the last one's (never shown as this tab's meanwhile).
    setState((previous) =>
      previous.tabId === tabId && !previous.error
        ? { ...previous, loading: true }
        : { loading: true, tabId },
    );
    ask('pageStatus', { tabId }).then(
      (status) => live && setState({ value: status, loading: false, tabId }),
      (error) => {
        if (!live) return;
        const apiError = toApiError(error);
        setState({
          loading: false,
          error: apiError,
          tabId,
          hidden: apiError.code === 'NO_ADDRESS',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [tabId, visit]);
  return state;
}
