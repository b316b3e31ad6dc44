import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Notice } from '../../lib/shared/notice';
import type { PageStatus, PanelView } from '../../lib/shared/types/page';
import { usePanel } from '../../lib/ui/hooks/use-panel';
import type { PanelPrefill, PrefillReader } from '../../lib/ui/panel/page-prefill';
import { panelAsk, panelErrorNotice } from '../../lib/ui/panel/panel-ask';
import { openOptions } from '../../lib/ui/panel/panel-actions';
import { PagePanelView } from './page-panel-view';
import { PanelLayer } from './panel-layer';

/** What a view's body is drawn from once the page's status is known. */
interface PanelBodyInput<P> {
  status: PageStatus;
  prefill: P;
  /** Reads the status again (after a change that succeeded). */
  reload(): void;
  /** Shows the other view (its own script, which the worker injects). */
  switchTo(view: PanelView): void;
}

/** Draws one view's body: each view's script brings its own. */
export type PanelBody<P> = (input: PanelBodyInput<P>) => ComponentChildren;

interface PagePanelScreenProps<P extends PanelPrefill> {
  view: PanelView;
  /** Reads what the page offers this view (each view's script carries its own reader). */
  readPrefill: PrefillReader<P>;
  body: PanelBody<P>;
  /**
   * What the other view showed when the person switched to this one inside the panel: drawn at
   * once (and read anew), with the focus on this view's tab.
   */
  handover: PageStatus | undefined;
  /** Receives what this view shows as the person switches to the other one (or undefined when
   * the switch failed). */
  onSwitch(status: PageStatus | undefined): void;
  /** Receives what a second injection of this view calls to read the page's status anew. */
  onReady(reopen: () => void): void;
  onClose(): void;
}

/** The page-action panel on one of its views, wired to the background and to its page. */
export function PagePanelScreen<P extends PanelPrefill>({
  view,
  readPrefill,
  body,
  handover,
  onSwitch,
  onReady,
  onClose,
}: PagePanelScreenProps<P>) {
  const [generation, setGeneration] = useState(0);
  const { load, reload, prefill } = usePanel(generation, readPrefill, handover);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    onReady(() => setGeneration((value) => value + 1));
  }, [onReady]);

  // Once the other view's script runs, it takes this one's place; only a failure comes back.
  const switchTo = (other: PanelView) => {
    setNotice(null);
    onSwitch(load.value);
    panelAsk('switchPanelView', { view: other }).catch((error) => {
      onSwitch(undefined);
      setNotice(panelErrorNotice(error));
    });
  };

  return (
    <PanelLayer onClose={onClose}>
      <PagePanelView
        load={load}
        view={view}
        linkText={prefill?.linkText ?? ''}
        notice={notice}
        focusTab={handover !== undefined}
        onViewChange={switchTo}
        onRetry={reload}
        openOptions={openOptions}
        onClose={onClose}
      >
        {load.value && prefill && body({ status: load.value, prefill, reload, switchTo })}
      </PagePanelView>
    </PanelLayer>
  );
}
