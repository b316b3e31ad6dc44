import { browser } from 'wxt/browser';
import {
  HOST_AGAIN_MS,
  type HostState,
  PANEL_HOST_PREFIX,
  PANEL_HOSTS_KEY,
} from '../../shared/storage/panel-host';
import { panelVisible } from './host-check';
import { trusted } from './trusted';

/** How often the panel is looked at while open, besides at each change of the page's DOM. */
const LOOK_MS = 100;

/**
 * Removes the keys of panels no longer alive (a tab closed with its panel open: nothing said
 * so), and lists `key` with the rest: what is kept stays as many keys as panels are open.
 */
async function tidy(key: string): Promise<void> {
  const listed = (await browser.storage.local.get(PANEL_HOSTS_KEY))[PANEL_HOSTS_KEY];
  const keys = Array.isArray(listed) ? listed.filter((item) => typeof item === 'string') : [];
  const states = await browser.storage.local.get(keys);
  const alive = (item: string) =>
    Date.now() - Number((states[item] as { at?: unknown } | undefined)?.at) < 3 * HOST_AGAIN_MS;
  await browser.storage.local.remove(keys.filter((item) => !alive(item)));
  await browser.storage.local.set({ [PANEL_HOSTS_KEY]: [...keys.filter(alive), key] });
}

/**
 * Watches the placed panel from the content script and tells its frame, through the private
 * channel (lib/shared/storage/panel-host.ts), whether it is really visible and whether the
 * tab's address changed since the frame loaded: at every change of the page's DOM (attributes,
 * style sheets, elements), at a resize, and every LOOK_MS, like IntersectionObserver v2 in
 * Chromium. Written when it changes, and every HOST_AGAIN_MS (alive). Names the frame with its
 * key: call before the frame is given its address.
 * @returns a function that stops watching and removes the key (the panel closed).
 */
export function watchPanel(host: Element, frame: Element, root: ShadowRoot): () => void {
  // Not randomUUID: a content script on an http page is not in a secure context.
  const key =
    PANEL_HOST_PREFIX +
    Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
  frame.setAttribute('name', key);
  let shownAt = location.href;
  let said = '';
  let saidAt = 0;
  const look = () => {
    let visible = false;
    try {
      visible = panelVisible(host, frame, root);
    } catch {
      // Whatever the page did that the check could not read: not known to be visible.
    }
    const text = `${visible} ${location.href !== shownAt}`;
    if (text === said && Date.now() - saidAt < HOST_AGAIN_MS) return;
    said = text;
    saidAt = Date.now();
    const state: HostState = { visible, moved: location.href !== shownAt, at: saidAt };
    browser.storage.local.set({ [key]: state }).catch(() => undefined);
  };
  // The frame (re)loaded on a target: the address it shows is the tab's now.
  const onLoad = trusted(() => {
    shownAt = location.href;
    said = '';
    look();
  });
  frame.addEventListener('load', onLoad);
  const changed = new MutationObserver(look);
  changed.observe(document, { attributes: true, childList: true, subtree: true });
  const onResize = trusted(look);
  globalThis.addEventListener('resize', onResize);
  const timer = setInterval(look, LOOK_MS);
  tidy(key).catch(() => undefined);
  return () => {
    clearInterval(timer);
    changed.disconnect();
    frame.removeEventListener('load', onLoad);
    globalThis.removeEventListener('resize', onResize);
    browser.storage.local.remove(key).catch(() => undefined);
  };
}
