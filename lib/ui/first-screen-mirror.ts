import { browser } from 'wxt/browser';
import type { FeedResult } from '../shared/contract';
import { asFirstScreen, FIRST_SCREEN_KEY, type FirstScreen } from '../shared/storage/first-screen';
import { learnRanges, rangesToKeep } from './feed/time';
import { FRAME_KEY, FRAME_MAX, frameKey, frameKeys, MEETING_CARD_KEY } from './kept-frame';

/**
 * The popup's first screen kept in the extension's own page storage (`localStorage`), which a
 * page reads synchronously: the popup draws it in the same task that starts it, where a
 * `storage.local` read answers only after a round trip to the browser (about 10 to 20 ms on a
 * warm opening, and the first frame waited for it). It is a copy of the `storage.local` value
 * the worker writes (lib/background/first-screen.ts), taken by the popup after it opens, and
 * read with the same structural check. Web pages and content scripts cannot reach the
 * extension's origin, so it is kept where nothing but the extension's own pages can read it.
 *
 * It is drawn only for the connection the popup's address names (lib/shared/urls/
 * popup-address.ts); one kept for another connection is removed when read, and pages that change
 * the connection forget it at once.
 */
const MIRROR_KEY = 'wk:first-screen';

/** The kept first screen for the connection `scope`, or null (none, another's, or unreadable). */
export function readMirror(scope: string | null): FirstScreen | null {
  if (!scope) return null;
  try {
    const text = localStorage.getItem(MIRROR_KEY);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    const kept = asFirstScreen(value);
    if (kept?.scope === scope) {
      // Its events' ranges as the last opening wrote them: drawn without making a format.
      learnRanges((value as { ranges?: unknown }).ranges);
      return kept;
    }
  } catch {
    // Unreadable (or no page storage at all): forgotten below, like another connection's.
  }
  forgetMirror();
  return null;
}

/**
 * The first frame the popup draws from a kept first screen, kept beside it as HTML so that the
 * next opening shows it before the popup's own script has even arrived (lib/ui/kept-frame.ts,
 * entrypoints/popup/boot.ts): reading, checking and drawing the 14 KB copy through the DOM took
 * about 3 ms of a warm opening, and that script's two files had to arrive first. `tag` names
 * what it was drawn for (frameTag: only that tag reads it) and `html` draws it: the popup's own
 * drawing (components/first-screen), whose text is always text nodes, serialised by the
 * browser, so what the service sent is escaped in it and stays inert when it is read back.
 */
export interface FrameMaker {
  tag: string;
  html(screen: FirstScreen): string;
}

/**
 * Keeps `value` (the `storage.local` first screen) for the next opening, with at most `results`
 * of its feed's results: what the first frame draws (the rest is drawn from `storage.local`
 * right after it), and their events' ranges formatted (lib/ui/feed/time.ts); with `frame`, the
 * first frame drawn from it too, under its kind of page's own key (read by
 * lib/ui/kept-frame.ts); the other kinds' frames stay only while the copy is unchanged, and none
 * stays without `frame`. A value that is not a first screen forgets the copy. The copy is
 * bounded by that and by the FIRST_SCREEN_PAGES statuses it keeps, each frame by FRAME_MAX; a
 * page storage too full for them keeps none. Each is written only when it differs (keep).
 */
export function keepMirror(
  value: unknown,
  results = Number.POSITIVE_INFINITY,
  frame?: FrameMaker,
): void {
  const screen = asFirstScreen(value);
  if (!screen) {
    forgetMirror();
    return;
  }
  const kept = screen.feed?.value.results?.slice(0, results);
  const feed = screen.feed && { ...screen.feed, value: { ...screen.feed.value, results: kept } };
  try {
    const ranges = rangesToKeep(eventTimes(kept ?? []));
    const changed = keep(MIRROR_KEY, JSON.stringify({ ...screen, feed, ranges }));
    const html = feed && frame?.html({ ...screen, feed });
    const own = frame && frameKey(frame.tag);
    // The other kinds' frames were drawn from the copy as it was: they stay while it is
    // unchanged (the popup and the side panel opened in turn), and go when it changed or was
    // kept without a frame. The key an earlier version shared between kinds always goes.
    for (const key of frameKeys()) {
      const stale = key === FRAME_KEY || changed || !frame;
      if (key !== own && stale) remove(key);
    }
    if (own === undefined) return;
    if (html === undefined || html.length > FRAME_MAX) remove(own);
    else keep(own, JSON.stringify({ scope: screen.scope, tag: frame?.tag, html }));
  } catch {
    forgetMirror();
  }
}

/**
 * Writes `text` under `key` unless it is already there: most openings find the feed unchanged,
 * and each write sends the value (about 14 KB for the copy) to the browser and, as a `storage`
 * event, to every other open page of the extension.
 */
function keep(key: string, text: string): boolean {
  if (localStorage.getItem(key) === text) return false;
  localStorage.setItem(key, text);
  return true;
}

/** Removes `key` if it is there (a removal, too, reaches every open page as an event). */
function remove(key: string): void {
  if (localStorage.getItem(key) !== null) localStorage.removeItem(key);
}

/** The times of the events among `results` (their first and related entries). */
function eventTimes(results: readonly FeedResult[]) {
  return results
    .flatMap((result) => [result.primaryEntry, ...(result.secondaryEntries ?? [])])
    .flatMap((entry) => (entry?.event?.time ? [entry.event.time] : []));
}

/**
 * Forgets the kept first screen, its frames and the kept meeting cards (the connection changed:
 * nothing of it may be shown again).
 */
export function forgetMirror(): void {
  try {
    localStorage.removeItem(MIRROR_KEY);
    for (const key of [...frameKeys(), MEETING_CARD_KEY]) localStorage.removeItem(key);
  } catch {
    // No page storage (a browser setting): there is nothing kept to forget.
  }
}

/**
 * The `storage.local` key of the connection settings (`connectionSettings` of
 * lib/shared/storage/connection-settings.ts, whose zod schema the popup does not load; a test
 * keeps the two equal). Only its `scope` is read here.
 */
const CONNECTION_KEY = 'connection';

const scopeOf = (value: unknown): string | undefined => {
  const scope = (value as { scope?: unknown } | null | undefined)?.scope;
  return typeof scope === 'string' ? scope : undefined;
};

/** What `storage.local` holds for the popup when it opens: the connection in use and its screen. */
export interface StoredFirstScreen {
  /** The scope of the connection in use; undefined when none is stored. */
  scope?: string;
  /** Its first screen (every result), or null when none is kept for that connection. */
  screen: FirstScreen | null;
}

/**
 * Keeps the page-storage copy in step with `storage.local` while the popup shows its first
 * screen: copies the first screen the worker stores (at most `results` of its results, see
 * keepMirror), and, for as long as the page is open, forgets the copy when the connection's
 * scope changes. `stored` answers what `storage.local` held at the start, read once for the
 * first copy, so the popup can check that what it drew from the copy is the connection's, and
 * draw the rest of the results. Each copy keeps its first frame drawn by `frame` (keepMirror).
 * Call `stop` to stop following.
 */
export function followMirror(
  results: number,
  frame?: FrameMaker,
): {
  stored: Promise<StoredFirstScreen>;
  stop(): void;
} {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && FIRST_SCREEN_KEY in changes) {
      keepMirror(changes[FIRST_SCREEN_KEY]?.newValue, results, frame);
    }
  };
  browser.storage.onChanged.addListener(listener);
  // For as long as the page is open, the app's screens too (signing in from the welcome).
  forgetMirrorOnConnectionChange();
  const stored = browser.storage.local
    .get([FIRST_SCREEN_KEY, CONNECTION_KEY])
    .then((items): StoredFirstScreen => {
      const scope = scopeOf(items[CONNECTION_KEY]);
      const screen = asFirstScreen(items[FIRST_SCREEN_KEY]);
      if (scope === undefined || screen?.scope !== scope) {
        forgetMirror();
        return { scope, screen: null };
      }
      keepMirror(screen, results, frame);
      return { scope, screen };
    });
  return {
    stored,
    stop: () => browser.storage.onChanged.removeListener(listener),
  };
}

/**
 * Forgets the copy the moment the connection's scope changes (a new service, token or identity,
 * whichever page or worker changed it), while the page that calls it is open: the options page,
 * where connections change, and the popup. Returns the function that stops listening.
 */
export function forgetMirrorOnConnectionChange(): () => void {
  const listener = (
    changes: Record<string, { oldValue?: unknown; newValue?: unknown }>,
    area: string,
  ) => {
    const connection = area === 'local' ? changes[CONNECTION_KEY] : undefined;
    if (connection && scopeOf(connection.newValue) !== scopeOf(connection.oldValue)) {
      forgetMirror();
    }
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
