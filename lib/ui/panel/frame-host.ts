import { browser } from 'wxt/browser';
import type { PanelView } from '../../shared/types/page';
import { CLOSE_PANEL, PANEL_SHOWN } from './frame-page';
import { drawShell } from './frame-shell';
import { watchPanel } from './host-watch';
import { trusted } from './trusted';

/** The panel's host element; its name also marks that the panel is on the page. */
const HOST_TAG = 'wk-page-panel';

/** The open panel, as a second injection finds it. */
interface PanelHandle {
  /** Shows the panel anew on `view` (the frame reads its target again). */
  show(view: PanelView): void;
}

declare global {
  // Set while the panel is open: a second injection shows it again instead of adding another.
  var __wkPagePanel: PanelHandle | undefined;
  // The view to show, handed over by the worker just before it injects this script
  // (lib/background/page-actions/open-panel.ts).
  var __wkPagePanelView: PanelView | undefined;
}

// Inline and `!important`: above any rule of the page's style sheets. The host is a manual
// popover in the top layer, so the page's own content cannot stack above it.
const HOST_STYLE = [
  'all: initial',
  'position: fixed',
  'inset: 0',
  'width: 100vw',
  'height: 100vh',
  'max-width: none',
  'max-height: none',
  'margin: 0',
  'padding: 0',
  'border: 0',
  'background: transparent',
  'overflow: hidden',
  'display: block',
  'opacity: 1',
  'visibility: visible',
  'transform: none',
  'z-index: 2147483647',
]
  .map((rule) => `${rule} !important`)
  .join(';');
// Fixed above the placeholder (frame-shell.ts), which it hides once drawn.
const FRAME_STYLE =
  'display:block;position:fixed;inset:0;z-index:2147483647;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:light dark';

/**
 * Places the panel's frame on the page: an extension page (its own origin, which the page can
 * neither read nor script) in an iframe, inside a closed shadow root. Or shows the open one
 * again on `view`. The frame asks the worker for everything it shows; the page gives it nothing.
 * `shellCss` styles the placeholder drawn while the frame loads (frame-shell.ts).
 */
export function placePanel(view: PanelView, shellCss = ''): void {
  const open = globalThis.__wkPagePanel;
  if (open) {
    open.show(view);
    return;
  }
  const previousFocus = document.activeElement as HTMLElement | null;
  const host = document.createElement(HOST_TAG);
  host.setAttribute('style', HOST_STYLE);
  host.setAttribute('popover', 'manual');
  // Closed, so page scripts cannot reach the frame element; the e2e build leaves it open.
  const root = host.attachShadow({ mode: import.meta.env.MODE === 'e2e' ? 'open' : 'closed' });
  // Drawn at once, in this script's first frame: the frame's page needs a navigation first.
  let shell: HTMLElement | undefined = drawShell(root, view, shellCss);
  const frame = document.createElement('iframe');
  frame.setAttribute('style', FRAME_STYLE);
  frame.title = browser.i18n.getMessage('panelDialogLabel');
  root.append(frame);
  // Tells the frame, over its private channel, whether it is really visible (issue 41).
  const unwatch = watchPanel(host, frame, root);

  const show = (next: PanelView) => {
    frame.src = `${browser.runtime.getURL('/page-panel-frame.html')}?view=${next}`;
  };
  const onMessage = trusted((event: MessageEvent) => {
    // Only the frame's own word counts: a page's message has another source.
    if (event.source !== frame.contentWindow) return;
    if (event.data === PANEL_SHOWN) {
      shell?.remove();
      shell = undefined;
    }
    if (event.data !== CLOSE_PANEL) return;
    globalThis.removeEventListener('message', onMessage);
    unwatch();
    host.remove();
    globalThis.__wkPagePanel = undefined;
    if (previousFocus?.isConnected) previousFocus.focus();
  });
  globalThis.addEventListener('message', onMessage);
  frame.addEventListener(
    'load',
    trusted(() => frame.focus()),
  );
  show(view);
  document.documentElement.append(host);
  host.showPopover?.();
  globalThis.__wkPagePanel = { show };
}
