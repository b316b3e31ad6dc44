import { trusted } from './trusted';

/** How often the focus is looked at besides each `focusin` the page lets through. */
const LOOK_MS = 100;

/**
 * How many times in one opening the focus is taken back. A page that moves it again on each
 * blur would otherwise take it back as often, a microtask each, and the tab would never be idle:
 * past this the page keeps it, and the panel has said so since the first time.
 */
const MAX_TAKES = 5;

/** The keyboard kept with the open panel's frame. */
export interface FocusKeeper {
  /** Starts keeping it: the frame has just been given the focus (the handover is over). */
  start(): void;
  /** Stops until the next `start` (the panel closed, or its frame is sent to another view). */
  stop(): void;
}

/**
 * Keeps the keyboard with the panel once its frame has it (issue 53, the attack after the
 * first keys): a page that moves the focus to an element of its own (`input.focus()`), or
 * away from the panel (`document.activeElement.blur()`, which is the host), would hear what the
 * person types next into the query. The page has it when its document is the focused one and its
 * focused element is not the panel's host: then the focus goes back to the frame, in the same
 * task as the page's move when the page let its `focusin` through (no key can come between), and
 * within LOOK_MS otherwise, MAX_TAKES times at most; `onTaken` tells the panel, which says so to
 * the person. A tab or
 * window in front of this one (the address bar, another application) leaves the document
 * without the focus, and nothing is taken back. Runs in the content script.
 */
export function keepFocus(
  host: Element,
  frame: HTMLIFrameElement,
  onTaken: () => void,
): FocusKeeper {
  let timer: ReturnType<typeof setInterval> | undefined;
  let takes = 0;
  // Told once each time the page gets the keyboard: not again while it keeps it, nor at each
  // move of a page that takes it again at once, until a look finds the panel holding it.
  let told = false;
  const look = (tick = false) => {
    if (!timer) return;
    if (!document.hasFocus() || document.activeElement === host) {
      if (tick) told = false;
      return;
    }
    if (takes < MAX_TAKES) {
      takes++;
      frame.focus();
    }
    if (told) return;
    told = true;
    onTaken();
  };
  // A microtask: after the page's focus() has finished moving the focus, before any key.
  const onFocus = trusted(() => queueMicrotask(() => look()));
  return {
    start() {
      if (timer) return;
      globalThis.addEventListener('focusin', onFocus, true);
      timer = setInterval(() => look(true), LOOK_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      globalThis.removeEventListener('focusin', onFocus, true);
    },
  };
}
