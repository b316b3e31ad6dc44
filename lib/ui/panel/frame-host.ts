import { browser } from 'wxt/browser';
import type { PanelView } from '../../shared/types/page';
import { keepFocus } from './focus-keeper';
import { drawShell } from './frame-shell';
import { openChannel } from './host-channel';
import { watchPanel } from './host-watch';
import { catchKeys } from './key-catcher';
import type { FrameWord } from './panel-words';

/** The open panel, as a second injection finds it. */
interface PanelHandle {
  /** Shows the panel anew on `view` (the frame reads its target again). */
  show(view: PanelView): void;
}

declare global {
  // Set while the panel is open: a second injection shows it again instead of adding another.
  var __wkPagePanel: PanelHandle | undefined;
  // The view to show, and the opening's secret, handed over by the worker just before it
  // injects this script (lib/background/page-actions/read-page.ts).
  var __wkPagePanelView: PanelView | undefined;
  var __wkPagePanelOpening: string | undefined;
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
// Fixed above the placeholder (frame-shell.ts), which it hides once drawn. See-through until
// its own page says it has drawn itself: a document the content script did not send it to is
// never shown (issue 53).
const FRAME_STYLE =
  'display:block;position:fixed;inset:0;z-index:2147483647;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:light dark;opacity:';

/**
 * The panel's host: a `div`, which no page can define (a custom element's constructor would be
 * the page's code, and `attachInternals` would hand it the closed shadow root), checked to be
 * the browser's own, with its closed shadow root attached before it is on the page. Undefined
 * when anything about it is not as made (the panel then does not open).
 */
function makeHost(): { host: HTMLElement; root: ShadowRoot } | undefined {
  const host = document.createElement('div');
  if (Object.getPrototypeOf(host) !== HTMLDivElement.prototype) return undefined;
  try {
    // Closed, so page scripts cannot reach the frame; the e2e build leaves it open and marks it.
    const root = host.attachShadow({ mode: import.meta.env.MODE === 'e2e' ? 'open' : 'closed' });
    if (import.meta.env.MODE === 'e2e') host.dataset.wkPagePanel = '';
    return { host, root };
  } catch {
    return undefined;
  }
}

/**
 * The origin of the frame's document. Chromium loads the page at its per-session address
 * (`use_dynamic_url`) but gives the document the extension's own origin; Firefox's is the
 * address's (the install's UUID).
 */
function frameOrigin(address: string): string {
  const url = new URL(address);
  return url.protocol === 'chrome-extension:'
    ? `${url.protocol}//${browser.runtime.id}`
    : url.origin;
}

/**
 * Places the panel's frame on the page: an extension page (its own origin, which the page can
 * neither read nor script) in an iframe, inside a closed shadow root. Or shows the open one
 * again on `view`. The frame asks the worker for everything it shows; the page gives it nothing
 * and hears nothing of it: the frame and this script talk over a private port
 * (lib/ui/panel/host-channel.ts). `shellCss` styles the placeholder drawn while the frame loads.
 */
export function placePanel(view: PanelView, shellCss = ''): void {
  const open = globalThis.__wkPagePanel;
  if (open) {
    open.show(view);
    return;
  }
  const made = makeHost();
  if (!made) return;
  const { host, root } = made;
  host.setAttribute('style', HOST_STYLE);
  host.setAttribute('popover', 'manual');
  const previousFocus = document.activeElement as HTMLElement | null;
  // Drawn at once, in this script's first frame: the frame's page needs a navigation first.
  let shell: HTMLElement | undefined = drawShell(root, view, shellCss);
  const frame = document.createElement('iframe');
  const shown = (yes: boolean) => frame.setAttribute('style', FRAME_STYLE + (yes ? '1' : '0'));
  shown(false);
  frame.title = browser.i18n.getMessage('panelDialogLabel');
  root.append(frame);
  let closed = false;
  // Whether the frame was asked to take the keyboard, on its current page.
  let handedOver = false;
  const close = () => {
    if (closed) return;
    closed = true;
    channel.close();
    watch.stop();
    keeper.stop();
    keys?.release();
    host.remove();
    globalThis.__wkPagePanel = undefined;
    if (previousFocus?.isConnected) previousFocus.focus();
  };
  const onWord = (word: FrameWord) => {
    if (word.kind === 'shown') {
      shell?.remove();
      shell = undefined;
      shown(true);
      watch.look();
    } else if (word.kind === 'keys') {
      // Once no key is down in the blank frame: the keys it held, and with them the keyboard,
      // which the frame keeps from now on. The frame takes the focus itself as it hears them:
      // the browser sends keys here until it moves them there, and the blank frame passes them
      // on. A `focus()` from here moved the page's process first, which took a key the browser
      // sent before it heard of the move as its own document's (hostile-frame 11).
      const handOver = () => {
        channel.tell({ kind: 'typed', keys: keys.take() });
        handedOver = true;
        keeper.start();
      };
      keys.whenQuiet(handOver);
    } else if (word.kind === 'focus') {
      keeper.heard(word.has);
      // What the e2e tests wait for before the page moves the focus (hostile-frame 14).
      if (import.meta.env.MODE === 'e2e' && handedOver && word.has) host.dataset.wkHandedOver = '';
    } else if (word.kind === 'check') {
      channel.tell({ kind: 'checked', id: word.id, visible: watch.look() });
    } else if (word.kind === 'close') close();
  };
  const channel = openChannel(frame, onWord, close);
  const watch = watchPanel(host, frame, root, (state) => channel.tell({ kind: 'state', ...state }));
  const keeper = keepFocus(frame, (state) => channel.tell({ kind: 'keyboard', state }));
  const address = browser.runtime.getURL('/page-panel-frame.html');
  const show = (next: PanelView) => {
    shown(false);
    // Until the next page has the keyboard: a load moves the focus by itself in Chromium.
    keeper.stop();
    handedOver = false;
    if (import.meta.env.MODE === 'e2e') delete host.dataset.wkHandedOver;
    channel.navigate(
      `${address}?view=${next}`,
      frameOrigin(address),
      globalThis.__wkPagePanelOpening ?? '',
    );
  };
  show(view);
  document.documentElement.append(host);
  host.showPopover?.();
  const keys = catchKeys(root, close, (late) => channel.tell({ kind: 'typed', keys: late }));
  globalThis.__wkPagePanel = { show };
}
