import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import themeCss from '../../assets/styles/theme.css?inline';
import panelCss from '../../components/panel/panel.css?inline';
import { placePanel } from '../../lib/ui/panel/frame-host';

/**
 * Places the page panel on the page, injected on demand (`scripting.executeScript`) after a
 * person's gesture: the toolbar popup, a context-menu entry or a keyboard shortcut. Never
 * declared for any site. The panel itself is an extension page in a frame
 * (`entrypoints/page-panel-frame/`); this script only places it and takes it away.
 */
export default defineUnlistedScript(() => {
  // The placeholder's styles are the frame's own, so it looks like the frame's loading state.
  placePanel(globalThis.__wkPagePanelView ?? 'pin', `${themeCss}\n${panelCss}`);
});
