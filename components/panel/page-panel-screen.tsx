import { useEffect, useState } from 'preact/hooks';
import { type PanelHandle, usePanel } from '../../lib/ui/hooks/use-panel';
import { usePanelView } from '../../lib/ui/hooks/use-panel-view';
import { PagePanelView } from './page-panel-view';
import { PanelLayer } from './panel-layer';

interface PagePanelScreenProps {
  /** Receives what a second injection uses to bring the open panel up to date. */
  onReady(handle: PanelHandle): void;
  onClose(): void;
}

/** The page-action panel, wired to the background and to the page it is shown on. */
export function PagePanelScreen({ onReady, onClose }: PagePanelScreenProps) {
  const [generation, setGeneration] = useState(0);
  const { load, reload, actions } = usePanel(generation);
  const { view, setView, prefill } = usePanelView(load, generation);

  useEffect(() => {
    onReady({ reopen: () => setGeneration((value) => value + 1) });
  }, [onReady]);

  return (
    <PanelLayer onClose={onClose}>
      <PagePanelView
        load={load}
        view={view}
        prefill={prefill}
        actions={actions}
        onViewChange={setView}
        onRetry={reload}
        onClose={onClose}
      />
    </PanelLayer>
  );
}
