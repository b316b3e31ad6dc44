import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { mountPanel } from '../../components/panel/mount-panel';
import { PinView } from '../../components/panel/pin-view';
import { readPinPrefill } from '../../lib/ui/panel/page-prefill';
import { pinActions } from '../../lib/ui/panel/panel-actions';

/**
 * The page panel on its pin view, injected on demand (`scripting.executeScript`) after a
 * person's gesture: the toolbar popup, a context-menu entry or a keyboard shortcut. Never
 * declared for any site. The collection view is `entrypoints/page-panel-collect/`.
 */
export default defineUnlistedScript(() => {
  mountPanel('pin', readPinPrefill, ({ status, prefill, reload, switchTo }) => (
    <PinView
      key={status.target.url}
      status={status}
      suggestions={prefill.suggestions}
      actions={pinActions(reload, status.target.url)}
      onCollectInstead={() => switchTo('collect')}
    />
  ));
});
