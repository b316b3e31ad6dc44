import { render } from 'preact';
import type { PageStatus, PanelView } from '../../lib/shared/types/page';
import type { PanelPrefill, PrefillReader } from '../../lib/ui/panel/page-prefill';
import { containTypedEvents } from '../../lib/ui/panel/contain-events';
import { themeForShadowRoot } from '../../lib/ui/panel/shadow-css';
import { type PanelBody, PagePanelScreen } from './page-panel-screen';

/** The panel's host element; its name also marks that the panel is on the page. */
const HOST_TAG = 'wk-page-panel';

/** The panel's place on the page, which a view hands over to the other view's script. */
interface PanelPlace {
  host: HTMLElement;
  root: ShadowRoot;
  /** Where the focus goes back to when the panel closes. */
  previousFocus: HTMLElement | null;
}

/**
 * The open panel, as the scripts of both views see it (each bundles its own Preact, so this
 * plain object is all they share).
 */
interface PanelHandle {
  view: PanelView;
  /** The panel was asked for again on the same view: read the page's status anew. */
  reopen(): void;
  /** Takes this view off the page and answers its place, for the other view to draw in. */
  release(): PanelPlace;
  /**
   * What this view showed when the person asked for the other one inside the panel: the other
   * view draws it at once instead of an empty panel, while it reads the status anew.
   */
  handover?: PageStatus | undefined;
}

declare global {
  // Set while the panel is open: a second injection reopens it instead of adding another.
  var __wkPagePanel: PanelHandle | undefined;
  // The panel's style sheet, handed over by the worker just before it injects a view's script
  // (lib/background/page-actions/open-panel.ts): a file of its own, not part of the scripts.
  var __wkPagePanelCss: string | undefined;
}

/** A new shadow host at the end of the page, with the panel's styles. */
function createPlace(): PanelPlace {
  const previousFocus = document.activeElement as HTMLElement | null;
  const host = document.createElement(HOST_TAG);
  // Closed, so page scripts cannot reach into it; the e2e build leaves it open for the tests.
  const root = host.attachShadow({ mode: import.meta.env.MODE === 'e2e' ? 'open' : 'closed' });
  const style = document.createElement('style');
  style.textContent = themeForShadowRoot(globalThis.__wkPagePanelCss ?? '');
  root.append(style);
  // What a person types in the panel is the panel's: the page hears no key, input or composition.
  containTypedEvents(host);
  document.documentElement.append(host);
  return { host, root, previousFocus };
}

/**
 * Shows the panel on `view`, drawing its body with `body` from what `readPrefill` reads of the
 * page: reopens it when this view is already open, takes the place of the other view when that
 * one is, and otherwise adds it to the page.
 */
export function mountPanel<P extends PanelPrefill>(
  view: PanelView,
  readPrefill: PrefillReader<P>,
  body: PanelBody<P>,
): void {
  const open = globalThis.__wkPagePanel;
  if (open?.view === view) {
    open.reopen();
    return;
  }
  const handover = open?.handover;
  const place = open ? open.release() : createPlace();
  const mount = document.createElement('div');
  place.root.append(mount);
  const unmount = () => {
    render(null, mount);
    mount.remove();
  };
  const handle: PanelHandle = {
    view,
    reopen: () => undefined,
    release: () => {
      unmount();
      return place;
    },
  };
  globalThis.__wkPagePanel = handle;
  const close = () => {
    unmount();
    place.host.remove();
    globalThis.__wkPagePanel = undefined;
    if (place.previousFocus?.isConnected) place.previousFocus.focus();
  };
  render(
    <PagePanelScreen
      view={view}
      readPrefill={readPrefill}
      body={body}
      handover={handover}
      onSwitch={(status) => {
        handle.handover = status;
      }}
      onReady={(reopen) => {
        handle.reopen = reopen;
      }}
      onClose={close}
    />,
    mount,
  );
}
