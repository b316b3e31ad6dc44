import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PageStatus } from '../../shared/types/page';
import type { Loading } from '../loading';
import type { PanelPrefill, PrefillReader } from '../panel/page-prefill';
import { type PanelError, panelAsk, panelError } from '../panel/panel-ask';

/** The panel's knowledge of its page: being looked up, failed (with why), or known. */
export interface PanelLoad extends Omit<Loading<PageStatus>, 'error'> {
  /** Why the last reading failed, in the worker's words. */
  error?: PanelError;
}

/** The panel's state, wired to the background through `panelAsk` (never the token). */
export interface PanelModel<P extends PanelPrefill> {
  load: PanelLoad;
  /** Reads the page's status again, keeping what is on screen meanwhile. */
  reload(): void;
  /** What the page offers to fill the view with (none before the target is known), read again
   * only when the target changes. */
  prefill: P | null;
}

/**
 * The panel's container logic: reads `pageStatus` (again whenever `generation` changes, which
 * the entrypoint bumps when the panel is reopened), and again on `reload` (after every change
 * that succeeded) so the existing pins and "already in" marks stay true. The view's prefill is
 * read from the page with `readPrefill`. An `initial` status (handed over by the other view) is
 * shown while the first reading is on its way.
 */
export function usePanel<P extends PanelPrefill>(
  generation: number,
  readPrefill: PrefillReader<P>,
  initial?: PageStatus,
): PanelModel<P> {
  const [load, setLoad] = useState<PanelLoad>({ loading: true, value: initial });
  const [round, setRound] = useState(0);
  const shownGeneration = useRef(generation);

  useEffect(() => {
    let live = true;
    // A refresh after a change keeps the page on screen; a reopen may be about another target.
    const reopened = shownGeneration.current !== generation;
    shownGeneration.current = generation;
    setLoad((previous) =>
      previous.value && !reopened ? { ...previous, loading: true } : { loading: true },
    );
    panelAsk('pageStatus', {}).then(
      (status) => live && setLoad({ value: status, loading: false }),
      // The failure replaces the page: what was known may no longer be true.
      (error) => live && setLoad({ loading: false, error: panelError(error) }),
    );
    return () => {
      live = false;
    };
  }, [generation, round]);

  const reload = () => setRound((value) => value + 1);
  const target = load.value?.target;
  const prefill = useMemo(
    () => (target ? readPrefill(document, target) : null),
    [target?.url, target?.selection],
  );
  return { load, reload, prefill };
}
