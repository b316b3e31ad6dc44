import { useEffect, useState } from 'preact/hooks';
import type { PageStatus } from '../../shared/types/page';
import type { Loading } from '../loading';
import { type PanelError, panelAsk, panelError } from '../panel/panel-ask';

/** The panel's knowledge of its page: being looked up, failed (with why), or known. */
export interface PanelLoad extends Omit<Loading<PageStatus>, 'error'> {
  /** Why the last reading failed, in the worker's words. */
  error?: PanelError;
}

/** The panel's state, wired to the background through `panelAsk` (never the token). */
export interface PanelModel {
  load: PanelLoad;
  /** Reads the page's status again, keeping what is on screen meanwhile. */
  reload(): void;
}

/**
 * The panel's container logic: reads `pageStatus` (the target fixed when the panel opened, and
 * what the page offered then), and again on `reload` (after every change that succeeded) so the
 * existing pins and "already in" marks stay true.
 */
export function usePanel(): PanelModel {
  const [load, setLoad] = useState<PanelLoad>({ loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad((previous) => (previous.value ? { ...previous, loading: true } : { loading: true }));
    panelAsk('pageStatus', {}).then(
      (status) => live && setLoad({ value: status, loading: false }),
      // The failure replaces the page: what was known may no longer be true.
      (error) => live && setLoad({ loading: false, error: panelError(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  return { load, reload: () => setRound((value) => value + 1) };
}
