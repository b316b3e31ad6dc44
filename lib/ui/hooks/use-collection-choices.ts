import { useEffect, useRef, useState } from 'preact/hooks';
import type { CollectionList, PageStatus } from '../../shared/types/page';
import { onTab } from '../panel/panel-actions';
import { type PanelError, panelAsk, panelError } from '../panel/panel-ask';

/** The picker's list as the panel knows it, and the person's way to read it anew. */
export interface CollectionChoicesState {
  list?: CollectionList;
  /** A read of the service is under way (a first one, a stale list's, or a refresh). */
  loading: boolean;
  error?: PanelError;
  /** Reads the list from the service now (the person asked). */
  refresh(): void;
}

/**
 * The person's collections for the panel's picker, asked of the worker when the collect view
 * opens (never for a page's status): the kept list is drawn at once, and read anew only when
 * older than 5 minutes, or on `refresh`. Asked again (from what is kept) whenever the page's
 * status is read again, so the extension's own writes, which the worker notes in the kept
 * list, show at once. When the status could not say which collections hold the page, the
 * first ask has the worker check the recently used ones (`list.membership`). `tabId`: the tab
 * the side panel's view acts on (lib/ui/panel/panel-actions.ts, onTab).
 */
export function useCollectionChoices(status: PageStatus, tabId?: number): CollectionChoicesState {
  const [state, setState] = useState<Omit<CollectionChoicesState, 'refresh'>>({ loading: true });
  const [refreshes, setRefreshes] = useState(0);
  // Set by the person's refresh only: a status read again afterwards uses the kept list.
  const asked = useRef(false);
  useEffect(() => {
    let live = true;
    const refresh = asked.current;
    asked.current = false;
    // Membership the status could not tell is checked once per status, with the first ask.
    const check = status.checked === 'unknown' ? { documentId: status.document?.id } : undefined;
    const ask = (refresh: boolean, withCheck: boolean) =>
      panelAsk('collectionChoices', {
        ...onTab(tabId),
        ...(refresh && { refresh: true as const }),
        ...(withCheck && check && { check }),
      }).then((list) => {
        if (live)
          setState((previous) => ({
            list: { ...list, membership: list.membership ?? previous.list?.membership },
            loading: list.stale,
          }));
        return list;
      });
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    ask(refresh, true)
      .then((list) => (list.stale && live ? ask(true, false) : list))
      .catch((error) => {
        if (live)
          setState((previous) => ({ ...previous, loading: false, error: panelError(error) }));
      });
    return () => {
      live = false;
    };
  }, [status, refreshes, tabId]);
  return {
    ...state,
    refresh: () => {
      asked.current = true;
      setRefreshes((value) => value + 1);
    },
  };
}
