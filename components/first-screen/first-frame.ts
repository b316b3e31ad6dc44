import type { FirstScreen } from '../../lib/shared/storage/first-screen';
import type { FrameMaker } from '../../lib/ui/first-screen-mirror';
import { frameTag } from '../../lib/ui/kept-frame';
import { popupDom } from './popup-dom';

/** Results that fill the popup's first frame (as PopupScreen's FIRST_FRAME_RESULTS). */
export const FIRST_FRAME_RESULTS = 5;

/**
 * How the first frame of a kept first screen is drawn, and kept for the next opening of the same
 * kind of page (the toolbar popup, or the popup in a tab of its own; `ownPage`): the first
 * drawing showFirstScreen makes of it, before the tab is known, tagged with the kind of page and
 * this build (frameTag, lib/ui/kept-frame.ts), and shown by the next opening's boot script.
 */
export function frameMaker(ownPage: boolean): FrameMaker {
  return {
    tag: frameTag(ownPage),
    html: (screen: FirstScreen) =>
      popupDom({ feed: screen.feed, ownPage, invite: false }, FIRST_FRAME_RESULTS).outerHTML,
  };
}

/**
 * Runs `work` in a task after the next frame is painted: a task queued at once (setTimeout)
 * may run before that frame, and the frame waits for it.
 */
export const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work));

/**
 * Runs `work` in a task once the frame after the next one has begun: not in the task right
 * after the next paint, where it would hold up a first click or scroll.
 */
export const settled = (work: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(work)));
