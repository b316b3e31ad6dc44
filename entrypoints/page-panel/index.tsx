import { render } from 'preact';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { PagePanelScreen } from '../../components/panel/page-panel-screen';
import type { PanelHandle } from '../../lib/ui/hooks/use-panel';
import { containTypedEvents } from '../../lib/ui/panel/contain-events';
import { themeForShadowRoot } from '../../lib/ui/panel/shadow-css';

/** The panel's host element; its name also marks that the panel is on the page. */
const HOST_TAG = 'wk-page-panel';

declare global {
  // Set while the panel is open: a second injection reopens it instead of adding another.
  var __wkPagePanel: PanelHandle | undefined;
  // The panel's style sheet, handed over by the worker just before it injects this script
  // (lib/background/page-actions/open-panel.ts): a file of its own, not part of this script.
  var __wkPagePanelCss: string | undefined;
}

/**
 * Injected on demand (`scripting.executeScript`) after a person's gesture: the toolbar popup,
 * a context-menu entry or a keyboard shortcut. Never declared for any site.
 */
export default defineUnlistedScript(() => {
  if (globalThis.__wkPagePanel) {
    globalThis.__wkPagePanel.reopen();
    return;
  }
  const previousFocus = document.activeElement as HTMLElement | null;
  const host = document.createElement(HOST_TAG);
  // Closed, so page scripts cannot reach into it; the e2e build leaves it open for the tests.
  const shadow = host.attachShadow({ mode: import.meta.env.MODE === 'e2e' ? 'open' : 'closed' });
  const style = document.createElement('style');
  style.textContent = themeForShadowRoot(globalThis.__wkPagePanelCss ?? '');
  shadow.append(style);
  const mount = document.createElement('div');
  shadow.append(mount);
  // What a person types in the panel is the panel's: the page hears no key, input or composition.
  containTypedEvents(host);
  document.documentElement.append(host);

  const close = () => {
    render(null, mount);
    host.remove();
    globalThis.__wkPagePanel = undefined;
    if (previousFocus?.isConnected) previousFocus.focus();
  };
  render(
    <PagePanelScreen
      onReady={(handle) => {
        globalThis.__wkPagePanel = handle;
      }}
      onClose={close}
    />,
    mount,
  );
});
