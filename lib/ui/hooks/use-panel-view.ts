import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PanelView } from '../../shared/types/page';
import { type PagePrefill, readPagePrefill } from '../panel/page-prefill';
import type { PanelLoad } from './use-panel';

/** What the page offers when there is no target yet. */
const NO_PREFILL: PagePrefill = { description: '', linkText: '', suggestions: [] };

/** Which of the panel's views is shown, and what the page offers to fill them with. */
export interface PanelViewState {
  view: PanelView;
  setView(view: PanelView): void;
  prefill: PagePrefill;
}

/**
 * The view the person asked for (menu, shortcut, popup) wins each time the panel (re)opens; a
 * page that cannot be pinned opens on the collection view; refreshes keep the person's choice.
 * The prefill is read from the page the panel is shown on, again only when the target changes.
 */
export function usePanelView(load: PanelLoad, generation: number): PanelViewState {
  const [view, setView] = useState<PanelView>('pin');
  const viewAppliedFor = useRef(-1);
  useEffect(() => {
    // Only an answer read for this opening counts (the previous one is still on screen briefly).
    if (!load.value || load.generation !== generation) return;
    if (viewAppliedFor.current === generation) return;
    viewAppliedFor.current = generation;
    setView(load.value.view ?? (load.value.document ? 'pin' : 'collect'));
  }, [load, generation]);

  const prefill = useMemo(
    () => (load.value ? readPagePrefill(document, load.value.target) : null),
    [load.value?.target.url ?? null, load.value?.target.selection ?? null],
  );
  return { view, setView, prefill: prefill ?? NO_PREFILL };
}
