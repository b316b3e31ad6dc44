// The popup's kept first frame as its boot script reads and shows it (entrypoints/popup/boot.ts):
// the first frame the popup drew from its page-storage copy of the first screen, kept beside
// that copy (keepMirror, lib/ui/first-screen-mirror.ts). The boot script is built into a file
// of its own with what it imports (scripts/vite/popup-html.ts), the one file the popup's first
// frame waits for: this module imports nothing but lib/ui/place.ts and lib/ui/page-scripts.ts,
// which import nothing.

import { pageBuild } from './page-scripts';
import { pagePlace } from './place';

/**
 * The page-storage key under which an earlier version kept its one first frame (every kind of
 * page shared it, so the popup and the side panel, opened in turn, replaced each other's):
 * removed wherever frames are forgotten.
 */
export const FRAME_KEY = 'wk:first-frame';

/**
 * The page-storage key of the "Next meeting" cards kept for the first frame
 * (lib/ui/meetings/kept-card.ts): forgotten with the frames when the connection changes.
 */
export const MEETING_CARD_KEY = 'wk:meeting-card';

/**
 * The id of the element the card is drawn in: before the page's app (`#app`) in popup.html and
 * the side panel's page, outside what the first screen draws and Preact hydrates.
 */
export const MEETING_HOST_ID = 'wk-meeting';

/** The kinds of page that keep a first frame of their own (the first word of a frame's tag). */
const FRAME_KINDS = ['popup', 'tab', 'side-panel'] as const;

/**
 * The page-storage key of the first frame kept under `tag`: one per kind of page, so the toolbar
 * popup, the popup in a tab and the side panel each find their own however they are opened in
 * turn.
 */
export function frameKey(tag: string): string {
  return `${FRAME_KEY}:${tag.split(' ', 1)[0]}`;
}

/** Every key a first frame may be kept under (each kind's, and the earlier shared one). */
export function frameKeys(): string[] {
  return [FRAME_KEY, ...FRAME_KINDS.map((kind) => frameKey(kind))];
}

/** The longest first frame kept, in characters: five results draw about 4,300. */
export const FRAME_MAX = 65_536;

/**
 * The tag a frame is kept under: the kind of page it was drawn for (the toolbar popup, or the
 * popup in a tab of its own, which draws no "This page" strip: `ownPage`) and this build of the
 * popup, named by the address of the page's own script (`pageBuild`: its last module script,
 * held until the frame is painted or not), so that a frame an earlier version kept is not
 * shown after an update. The side panel (the same page and script, lib/ui/place.ts) keeps its
 * own: a popup's frame is never shown in the side panel, nor the reverse.
 */
export function frameTag(ownPage: boolean): string {
  const build = pageBuild();
  const kind = pagePlace() === 'side-panel' ? 'side-panel' : ownPage ? 'tab' : 'popup';
  return `${kind} ${build}`;
}

/**
 * The first frame kept for the connection `scope` under `tag`, as HTML, or null (none, another
 * connection's or kind's or build's, too long, or unreadable).
 */
export function readFrame(scope: string | null, tag: string): string | null {
  if (!scope) return null;
  try {
    const text = localStorage.getItem(frameKey(tag));
    if (text === null || text.length > FRAME_MAX + 1024) return null;
    const kept = JSON.parse(text) as { scope?: unknown; tag?: unknown; html?: unknown } | null;
    const html = kept?.html;
    const fits = typeof html === 'string' && html.length <= FRAME_MAX;
    return fits && kept?.scope === scope && kept.tag === tag ? html : null;
  } catch {
    return null; // Unreadable: the copy is drawn instead, and the next keep replaces it.
  }
}

/**
 * Shows in `root` the first frame kept for `scope` and this kind of page (`inPopup`: the
 * toolbar popup), and answers whether it did. The HTML is the popup's own drawing
 * (components/first-screen) serialised by the browser: the service's text is text nodes in it,
 * escaped, and stays inert when read back. The popup's script, which runs next, checks it
 * against the copy it was drawn from once it is painted.
 */
export function showKeptFrame(root: HTMLElement | null, scope: string | null, inPopup: boolean) {
  const html = root ? readFrame(scope, frameTag(!inPopup)) : null;
  if (!root || html === null) return false;
  root.innerHTML = html;
  return true;
}
