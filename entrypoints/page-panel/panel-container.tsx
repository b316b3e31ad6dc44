import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { PagePanel } from '../../components/panel/page-panel';
import type { PanelView } from '../../lib/shared/types/page';
import { usePanel } from '../../lib/ui/hooks/use-panel';
import { readPagePrefill } from '../../lib/ui/panel/page-prefill';

/** What a second injection uses to bring the open panel up to date. */
export interface PanelHandle {
  reopen(): void;
}

interface PanelContainerProps {
  onReady(handle: PanelHandle): void;
  onClose(): void;
}

/** Wires the panel view to the background and to the page it is shown on. */
export function PanelContainer({ onReady, onClose }: PanelContainerProps) {
  const [generation, setGeneration] = useState(0);
  const [view, setView] = useState<PanelView>('pin');
  const { load, reload, actions } = usePanel(generation);

  useEffect(() => {
    onReady({ reopen: () => setGeneration((value) => value + 1) });
  }, [onReady]);

  // The view the person asked for (menu, shortcut, popup) wins each time the panel (re)opens;
  // a page that cannot be pinned opens on the collection view. Refreshes keep their choice.
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only mirrors Escape (the dialog's keyboard way to close) for pointer users
    // biome-ignore lint/a11y/useKeyWithClickEvents: same: Escape inside the dialog is the keyboard equivalent
    <div
      class="wk-panel-layer"
      onClick={(event) => {
        // A click on the dimmed page around the panel closes it, like Escape.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <PagePanel
        load={load}
        view={view}
        prefill={prefill ?? { description: '', linkText: '', suggestions: [] }}
        actions={actions}
        onViewChange={setView}
        onRetry={reload}
        onClose={onClose}
      />
    </div>
  );
}
