import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/shared/i18n';
import { openSidePanel, sidePanelKind } from '../../lib/shared/side-panel';
import { pagePlace } from '../../lib/ui/place';

/**
 * Offered only in the popup of a browser with a side panel: not in the side panel itself (the
 * same views, drawn by sidepanel.html), nor where the browser has no side panel API.
 */
function offered(): boolean {
  return sidePanelKind() !== null && pagePlace() === 'popup';
}

/**
 * "Open in side panel": opens the side panel in the popup's window inside the click, then
 * closes the popup. The window is looked up when the popup opens, since the click's handler
 * may not wait for anything before the browser's `open` (it would no longer be a gesture).
 * Drawn once the window is known, never in the first render: the popup's first screen is drawn
 * without Preact (components/first-screen) and hydrated, and has no such button.
 */
export function OpenSidePanelButton() {
  const [windowId, setWindowId] = useState<number>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!offered()) return;
    void browser.windows
      .getCurrent()
      .then((current) => setWindowId(current.id))
      .catch(() => undefined);
  }, []);
  if (windowId === undefined) return null;
  return (
    <>
      <button
        type="button"
        class="wk-button wk-button--small wk-button--quiet wk-popup__side-panel"
        onClick={() => {
          setFailed(false);
          openSidePanel(windowId).then(
            () => window.close(),
            () => setFailed(true),
          );
        }}
      >
        {t('sidePanelOpen')}
      </button>
      {failed && (
        <p class="wk-popup__side-panel-failed" role="alert">
          {t('sidePanelOpenFailed')}
        </p>
      )}
    </>
  );
}
