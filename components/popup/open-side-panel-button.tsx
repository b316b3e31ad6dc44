import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import {
  openSidePanelFromPopup,
  sidePanelOffered,
  sidePanelOpenFailed,
} from '../../lib/ui/open-side-panel';

/**
 * "Open in side panel": opens the side panel in the popup's window inside the click, then
 * closes the popup. Drawn from the first render, as the popup's first screen draws it
 * (components/first-screen/popup-dom.ts), which opens the panel itself on a click that comes
 * before this app has taken over (components/first-screen/side-panel-click.ts).
 */
export function OpenSidePanelButton() {
  const [failed, setFailed] = useState(sidePanelOpenFailed);
  if (!sidePanelOffered()) return null;
  return (
    <>
      <button
        type="button"
        class="wk-button wk-button--small wk-button--quiet wk-popup__side-panel"
        onClick={() => {
          setFailed(false);
          openSidePanelFromPopup().catch(() => setFailed(true));
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
