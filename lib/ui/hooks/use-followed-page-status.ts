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

/** The most tabs whose last status the side panel remembers (beyond that, the oldest go). */
const SHOWN_TABS = 50;

/**
 * The status each tab showed last in this side panel, so a switch back redraws it in the same
 * frame, before the worker (which may have to start first) answers. A tab's entry is dropped as
 * soon as that tab starts loading another page or is closed (forgetShown, useFollowedTab).
 */
const shown = new Map<number, PageStatus>();

/** Forgets what `tabId` showed: it navigates, or it was closed. */
export function forgetShown(tabId: number): void {
  shown.delete(tabId);
}

function remember(tabId: number, status: PageStatus): void {
  shown.delete(tabId);
  shown.set(tabId, status);
  for (const oldest of shown.keys()) {
    if (shown.size <= SHOWN_TABS) break;
    shown.delete(oldest);
  }
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
  // Known once the tab's address is (it may come after the switch): asked again then.
  const ownPage = isOwnPage(tab);
  useEffect(() => {
    let live = true;
    if (tabId === undefined) return;
    if (ownPage) {
      setState({ loading: false, ownPage: true, tabId });
      return;
    }
    // Another tab: its status replaces the last one's (never shown as this tab's meanwhile),
    // drawn at once from what it showed last when it has not navigated since.
    setState((previous) =>
      previous.tabId === tabId && !previous.error
        ? { ...previous, loading: true }
        : { value: shown.get(tabId), loading: true, tabId },
    );
    ask('pageStatus', { tabId }).then(
      (status) => {
        remember(tabId, status);
        if (live) setState({ value: status, loading: false, tabId });
      },
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
  }, [tabId, visit, ownPage]);
  return state;
}
