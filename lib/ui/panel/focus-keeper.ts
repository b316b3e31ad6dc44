/** How often the keeper looks, besides each time the frame says it lost the focus. */
const LOOK_MS = 100;

/**
 * How long after the handover a loss is not acted on: Chromium moves the focus through the page
 * while it hands it to the frame, and the frame says it lost it and got it back (a take then was
 * a false alarm in every run of hostile-frame 11). A loss that lasts is acted on after it.
 */
const SETTLE_MS = 300;

/** How long a take back has for the frame to say it has the focus again. */
const CONFIRM_MS = 500;

/**
 * A page that has the keyboard again within this long of a take back is fighting for it: the
 * keeper stops taking it back (a take each time would keep the tab busy, and the page wins
 * each one in its own blur listener) and the panel says the page has it.
 */
const FIGHT_MS = 1_000;

/** What the keeper tells the panel's frame: it took the keyboard back, or the page keeps it. */
export type KeeperWord = 'taken' | 'lost';

/** The keyboard kept with the open panel's frame. */
export interface FocusKeeper {
  /** Starts keeping it: the frame has just been given the focus (the handover is over). */
  start(): void;
  /** The frame's own word on its window: it has the focus now, or lost it. */
  heard(has: boolean): void;
  /** Stops until the next `start` (the panel closed, or its frame is sent to another view). */
  stop(): void;
}

/**
 * Keeps the keyboard with the panel once its frame has it (issue 53, the attack after the first
 * keys). Only the frame knows whether it has the focus: a page can focus an element of its own,
 * the host itself (which then stays the page's active element), or a frame of its own (which
 * changes nothing the page's document shows), so the frame says each time its window gains or
 * loses the focus, on the private port, where no page reaches (`heard`). The page has taken the
 * keyboard when the frame lost it while the page's document has the focus (another tab, window
 * or the address bar in front leave it without). Then the focus goes back to the frame's window
 * and `tell('taken')`; a take the frame does not confirm within CONFIRM_MS, or the page taking it
 * again within FIGHT_MS, ends the keeping for this opening with `tell('lost')`: the panel says the
 * page has the keyboard. At most one take a second, so no page can keep the tab busy with it.
 * Runs in the content script.
 */
export function keepFocus(
  frame: HTMLIFrameElement,
  tell: (word: KeeperWord) => void,
  now: () => number = () => performance.now(),
): FocusKeeper {
  let timer: ReturnType<typeof setInterval> | undefined;
  let has = true;
  let lost = false;
  let takenAt = Number.NEGATIVE_INFINITY;
  let startedAt = 0;
  const look = () => {
    if (!timer || lost || has || !document.hasFocus() || now() - startedAt < SETTLE_MS) return;
    const since = now() - takenAt;
    // A take on its way: the frame's word on it comes first.
    if (since < CONFIRM_MS) return;
    if (since < FIGHT_MS) {
      lost = true;
      return tell('lost');
    }
    takenAt = now();
    // The frame's window, not the element: a page that focused a frame of its own, or the host,
    // leaves the element the page's focused one, and focusing it again moves nothing.
    frame.contentWindow?.focus();
    tell('taken');
  };
  return {
    start() {
      if (timer) return;
      has = true;
      startedAt = now();
      timer = setInterval(look, LOOK_MS);
    },
    heard(focused) {
      has = focused;
      look();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
