import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { PanelView } from '../../lib/shared/types/page';
import { usePanel } from '../../lib/ui/hooks/use-panel';
import { guardClicks } from '../../lib/ui/panel/click-guard';
import type { KeeperWord } from '../../lib/ui/panel/focus-keeper';
import { reportFocus } from '../../lib/ui/panel/frame-focus';
import { openOptions } from '../../lib/ui/panel/panel-ask';
import { NoticeBanner } from '../ui/notice-banner';
import { useViewCode } from './frame-views';
import { PagePanelView } from './page-panel-view';
import { PanelLayer } from './panel-layer';

interface PagePanelScreenProps {
  /** The view the person asked for (the shortcut, menu entry or popup button they used). */
  view: PanelView;
  onClose(): void;
}

/**
 * The page-action panel, drawn in its own extension page (entrypoints/page-panel-frame/) and
 * wired to the background only: the target, and what the page offered, come from the worker.
 * Both views are here: switching is the frame's own business, the page sees nothing of it. Each
 * view's code is fetched when it is first shown (frame-views.ts).
 */
export function PagePanelScreen({ view: asked, onClose }: PagePanelScreenProps) {
  const { load, reload } = usePanel();
  const [view, setView] = useState(asked);
  const [switched, setSwitched] = useState(false);
  const [refused, setRefused] = useState<Notice | null>(null);
  // The page took the keyboard (lib/ui/panel/frame-focus.ts): its own notice, so that it never
  // hides a refused click's "Nothing was done".
  const [keyboard, setKeyboard] = useState<KeeperWord>();
  const status = load.value;
  const linkText = status?.page?.linkText ?? '';
  const code = useViewCode(view);
  const Body = typeof code === 'object' ? code.FrameBody : undefined;
  const switchTo = (other: PanelView) => {
    setSwitched(true);
    setView(other);
  };

  useEffect(() => reportFocus(setKeyboard), []);

  // A click acts only on a panel that was really visible, and not just shown (issue 41): one
  // refused says why, and the person clicks again. The content script that placed the frame
  // says whether it is visible (where the browser cannot), and when the tab's address changed:
  // the status is read again at once, and the worker's answer says so (`moved`).
  useEffect(() => {
    const layer = document.querySelector('.wk-panel-layer');
    if (!layer) return;
    return guardClicks(
      layer,
      (why) =>
        setRefused({
          tone: 'error',
          message: t(why === 'not-visible' ? 'panelClickNotVisible' : 'panelClickTooSoon'),
        }),
      reload,
    );
  }, []);

  return (
    <PanelLayer onClose={onClose}>
      <PagePanelView
        key={view}
        load={load}
        view={view}
        linkText={linkText}
        notice={refused}
        waiting={code === undefined}
        focusTab={switched}
        onViewChange={switchTo}
        onRetry={reload}
        openOptions={openOptions}
        onClose={onClose}
      >
        {keyboard && (
          <NoticeBanner
            notice={{
              tone: 'error',
              message: t(keyboard === 'taken' ? 'panelKeysBack' : 'panelKeysLost'),
            }}
          />
        )}
        {code === 'failed' && (
          <NoticeBanner notice={{ tone: 'error', message: t('panelPartLoadFailed') }} />
        )}
        {status && Body && (
          <Body
            key={status.target.url}
            status={status}
            reload={reload}
            linkText={linkText}
            onCollectInstead={() => switchTo('collect')}
          />
        )}
      </PagePanelView>
    </PanelLayer>
  );
}
