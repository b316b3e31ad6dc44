import { useEffect, useRef, useState } from 'preact/hooks';
import type { CollectionList, PageStatus } from '../../shared/types/page';
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
 * list, show at once.
 */
export function useCollectionChoices(status: PageStatus): CollectionChoicesState {
  const [state, setState] = useState<Omit<CollectionChoicesState, 'refresh'>>({ loading: true });
  const [refreshes, setRefreshes] = useState(0);
  // Set by the person's refresh only: a status read again afterwards uses the kept list.
  const asked = useRef(false);
  useEffect(() => {
    let live = true;
    const refresh = asked.current;
    asked.current = false;
    const ask = (refresh: boolean) =>
      panelAsk('collectionChoices', refresh ? { refresh: true } : {}).then((list) => {
        if (live) setState({ list, loading: list.stale });
        return list;
      });
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    ask(refresh)
      .then((list) => (list.stale && live ? ask(true) : list))
      .catch((error) => {
        if (live)
          setState((previous) => ({ ...previous, loading: false, error: panelError(error) }));
      });
    return () => {
      live = false;
    };
  }, [status, refreshes]);
  return {
    ...state,
    refresh: () => {
      asked.current = true;
      setRefreshes((value) => value + 1);
    },
  };
}
