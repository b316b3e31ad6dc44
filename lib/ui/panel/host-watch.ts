import { panelVisible } from './host-check';
import type { HostState } from './panel-words';
import { trusted } from './trusted';

/** How often the panel is looked at while open, besides at each change of the page's DOM. */
const LOOK_MS = 100;

/** The watch over a placed panel. */
export interface PanelWatch {
  /** Looks at the panel now and tells what changed; answers whether it is visible. */
  look(): boolean;
  /** Stops watching (the panel closed). */
  stop(): void;
}

/**
 * Watches the placed panel from the content script and tells its frame (`tell`, the private
 * channel of lib/ui/panel/panel-words.ts) whether it is really visible and whether the tab's
 * address changed since the frame loaded: at every change of the page's DOM (attributes, style
 * sheets, elements), at a resize, and every LOOK_MS, like IntersectionObserver v2 in Chromium.
 * Told when it changes; `look()` looks at once, for a check the frame asks for after a click.
 */
export function watchPanel(
  host: Element,
  frame: Element,
  root: ShadowRoot,
  tell: (state: HostState) => void,
): PanelWatch {
  let shownAt = location.href;
  let said = '';
  const look = () => {
    let visible = false;
    try {
      visible = panelVisible(host, frame, root);
    } catch {
      // Whatever the page did that the check could not read: not known to be visible.
    }
    const moved = location.href !== shownAt;
    const text = `${visible} ${moved}`;
    if (text !== said) {
      said = text;
      tell({ visible, moved });
    }
    return visible;
  };
  // The frame (re)loaded on a target: the address it shows is the tab's now.
  const onLoad = trusted(() => {
    shownAt = location.href;
    said = '';
    look();
  });
  frame.addEventListener('load', onLoad);
  const changed = new MutationObserver(() => void look());
  changed.observe(document, { attributes: true, childList: true, subtree: true });
  const onResize = trusted(() => void look());
  globalThis.addEventListener('resize', onResize);
  const timer = setInterval(look, LOOK_MS);
  return {
    look,
    stop() {
      clearInterval(timer);
      changed.disconnect();
      frame.removeEventListener('load', onLoad);
      globalThis.removeEventListener('resize', onResize);
    },
  };
}
