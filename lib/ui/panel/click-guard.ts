import { onHostWord, tellHost } from './frame-port';
import { asPerson, replayed } from './trusted';

/** How long after the panel appears, or moves, a click does nothing (Chromium's prompts too). */
const SETTLE_MS = 500;

/** Why a click was refused. */
export type RefusedClick = 'just-shown' | 'not-visible';

/** IntersectionObserver v2's options and answer, which TypeScript's DOM types lack. */
type VisibilityInit = IntersectionObserverInit & { trackVisibility: boolean; delay: number };
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/** Asks the content script to look at the panel now; answers whether it saw it visible. */
function checkNow(answers: Map<number, (visible: boolean) => void>, id: number) {
  return new Promise<boolean>((resolve) => {
    answers.set(id, resolve);
    tellHost({ kind: 'check', id });
  });
}

/**
 * Refuses a click (and a form's submission) the person may not have meant: within SETTLE_MS of
 * the panel appearing, becoming visible again or changing size, and whenever it is not really
 * visible: see-through, transformed, filtered, clipped or covered, by anything in the page
 * around the frame too. Chromium tells the frame itself (IntersectionObserver v2,
 * `trackVisibility`), the content script tells it everywhere (lib/ui/panel/host-watch.ts), and
 * both may be up to 100 ms old. So a click that passes is held, and acts only once the content
 * script, asked after the pointer went down and again after the click, has looked at the panel
 * and seen it visible both times (issue 53, finding 4); then the click is replayed as the
 * person's (`asPerson`). A refused event reaches no control; `onRefused` says why. `onMoved`
 * hears that the tab's address changed meanwhile. Runs in the panel's own frame, listening
 * first (capture, on its window).
 * @returns a function that stops the guard.
 */
export function guardClicks(
  panel: Element,
  onRefused: (why: RefusedClick) => void,
  onMoved: () => void,
  now: () => number = () => performance.now(),
): () => void {
  let settledAt = 0;
  // Until the browser (v2) and the content script say the panel is visible: it is not.
  const v2 =
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype;
  let seenByHost = false;
  let seenByBrowser = !v2;
  const visible = () => seenByHost && seenByBrowser;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;
  const settle = () => {
    settledAt = now() + SETTLE_MS;
    root.dataset.clicks = 'off';
    clearTimeout(timer);
    timer = setTimeout(() => {
      root.dataset.clicks = visible() ? 'on' : 'off';
    }, SETTLE_MS);
  };
  settle();
  // Visible again after not: half a second before a click acts, as after appearing.
  const see = (update: () => void) => {
    const was = visible();
    update();
    if (!visible()) root.dataset.clicks = 'off';
    else if (!was) settle();
  };
  const observer = v2
    ? new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
          if (entry?.isVisible !== undefined) see(() => (seenByBrowser = entry.isVisible === true));
        },
        { trackVisibility: true, delay: 100 } as VisibilityInit,
      )
    : undefined;
  observer?.observe(panel);
  const answers = new Map<number, (visible: boolean) => void>();
  let asked = 0;
  const stopHearing = onHostWord((word) => {
    if (word.kind === 'checked') {
      answers.get(word.id)?.(word.visible);
      answers.delete(word.id);
    } else if (word.kind === 'state') {
      see(() => (seenByHost = word.visible));
      if (word.moved) onMoved();
    }
  });
  // A resize that changed nothing does not count: Firefox sends them to a panel opened again
  // in the same tab, and a person must still be able to click it.
  let size = `${globalThis.innerWidth}x${globalThis.innerHeight}`;
  const moved = () => {
    const current = `${globalThis.innerWidth}x${globalThis.innerHeight}`;
    if (current === size) return;
    size = current;
    settle();
  };
  // Counted on the frame's own root, where the person's tests (and nothing of the page) read it.
  let refusals = 0;
  const refuse = (why: RefusedClick) => {
    root.dataset.refused = String(++refusals);
    root.dataset.refusedWhy = why;
    onRefused(why);
  };
  const refusal = (): RefusedClick | undefined =>
    !visible() ? 'not-visible' : now() < settledAt ? 'just-shown' : undefined;
  // The content script's look after the pointer went down (a click from the keyboard has none).
  let pressed: Promise<boolean> | undefined;
  const onPress = (event: Event) => {
    pressed = event.isTrusted ? checkNow(answers, ++asked) : undefined;
  };
  // Every event is guarded, the page's too (they act on nothing anyway: `trusted`).
  const guard = (event: Event) => {
    if (replayed()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const why = refusal();
    if (why) return refuse(why);
    const target = event.target as HTMLElement;
    const submitter = (event as SubmitEvent).submitter ?? null;
    const atPress =
      event.type === 'click' && (event as MouseEvent).detail > 0 ? pressed : undefined;
    pressed = undefined;
    Promise.all([atPress ?? true, checkNow(answers, ++asked)]).then(([before, after]) => {
      if (!before || !after || refusal()) return refuse('not-visible');
      // Drawn again while the look was made (a list refreshed): the person clicks once more.
      if (!target.isConnected) return refuse('just-shown');
      asPerson(() => {
        if (event.type === 'submit') (target as HTMLFormElement).requestSubmit(submitter);
        else target.click();
      });
    });
  };
  globalThis.addEventListener('resize', moved);
  globalThis.addEventListener('pointerdown', onPress, true);
  globalThis.addEventListener('click', guard, true);
  globalThis.addEventListener('submit', guard, true);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    stopHearing();
    globalThis.removeEventListener('resize', moved);
    globalThis.removeEventListener('pointerdown', onPress, true);
    globalThis.removeEventListener('click', guard, true);
    globalThis.removeEventListener('submit', guard, true);
  };
}
