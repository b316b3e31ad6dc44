import { listenToHost } from './host-port';

/** How long after the panel appears, or moves, a click does nothing (Chromium's prompts too). */
const SETTLE_MS = 500;

/** Why a click was refused. */
export type RefusedClick = 'just-shown' | 'not-visible';

/** IntersectionObserver v2's options and answer, which TypeScript's DOM types lack. */
type VisibilityInit = IntersectionObserverInit & { trackVisibility: boolean; delay: number };
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/**
 * Refuses a click (and a form's submission) the person may not have meant: within SETTLE_MS of
 * the panel appearing, becoming visible again or changing size, and, where the browser can
 * visible: see-through, transformed, filtered, clipped or covered, by anything in the page
 * around the frame too. Chromium tells the frame itself (IntersectionObserver v2,
 * `trackVisibility`); elsewhere the content script tells it (lib/ui/panel/host-port.ts). Until
 * one has said the panel is visible, it is not. A refused event reaches no control of the
 * panel; `onRefused` says why. `onMoved` hears that the tab's address changed meanwhile. Runs
 * in the panel's own frame, listening first (capture, on its window).
 * @returns a function that stops the guard.
 */
export function guardClicks(
  panel: Element,
  onRefused: (why: RefusedClick) => void,
  onMoved: () => void,
  now: () => number = () => performance.now(),
): () => void {
  let settledAt = 0;
  // Until the browser (v2) or the content script says whether the panel is visible: not yet.
  const v2 =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;
  const settle = () => {
    settledAt = now() + SETTLE_MS;
    root.dataset.clicks = 'off';
    clearTimeout(timer);
    timer = setTimeout(() => {
      root.dataset.clicks = visible ? 'on' : 'off';
    }, SETTLE_MS);
  };
  settle();
  // Visible again after not: half a second before a click acts, as after appearing.
  const see = (now: boolean) => {
    const was = visible;
    visible = now;
    if (!visible) root.dataset.clicks = 'off';
    else if (!was) settle();
  };
  const observer = v2
    ? new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
          if (entry?.isVisible !== undefined) see(entry.isVisible);
        },
        { trackVisibility: true, delay: 100 } as VisibilityInit,
      )
    : undefined;
  observer?.observe(panel);
  // What the content script that placed the frame sees (lib/ui/panel/host-watch.ts): the
  // panel's visibility where the browser cannot tell, and a change of the tab's address.
  listenToHost((state) => {
    if (!v2) see(state.visible);
    if (state.moved) onMoved();
  });
  // A resize that changed nothing does not count: Firefox sends them to a panel opened again
  // in the same tab, and a person must still be able to click it.
  let size = `${globalThis.innerWidth}x${globalThis.innerHeight}`;
  const moved = () => {
    const now = `${globalThis.innerWidth}x${globalThis.innerHeight}`;
    if (now === size) return;
    size = now;
    settle();
  };
  // Every event is guarded, the page's too (they act on nothing anyway: `trusted`).
  const guard = (event: Event) => {
    const why: RefusedClick | undefined = !visible
      ? 'not-visible'
      : now() < settledAt
        ? 'just-shown'
        : undefined;
    if (!why) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onRefused(why);
  };
  globalThis.addEventListener('resize', moved);
  globalThis.addEventListener('click', guard, true);
  globalThis.addEventListener('submit', guard, true);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    globalThis.removeEventListener('resize', moved);
    globalThis.removeEventListener('click', guard, true);
    globalThis.removeEventListener('submit', guard, true);
  };
}
