import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { placePanel } from '../../lib/ui/panel/frame-host';

/**
 * Places the page panel on the page, injected on demand (`scripting.executeScript`) after a
 * person's gesture: the toolbar popup, a context-menu entry or a keyboard shortcut. Never
 * declared for any site. The panel itself is an extension page in a frame
 * (`entrypoints/page-panel-frame/`); this script only places it and takes it away.
 */
export default defineUnlistedScript(() => {
  placePanel(globalThis.__wkPagePanelView ?? 'pin');
});
