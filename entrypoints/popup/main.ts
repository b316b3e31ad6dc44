import '../../assets/styles/theme.css';
import '../../components/popup/popup.css';
import '../../components/feed/feed.css';
import { options } from 'preact';
import type { ReadEntry } from '../../lib/shared/messages/messenger';
import { popupScope } from '../../lib/shared/urls/popup-address';
import type { ActiveTab } from '../../lib/ui/active-tab';
import { inActionPopup } from '../../lib/ui/active-tab';
import { followMirror, keepMirror, readMirror } from '../../lib/ui/first-screen-mirror';
import { mount } from './app';
import { FIRST_FRAME_RESULTS, frameMaker } from './frame';

// The popup's first screen is drawn by Preact in this script's first task, from the copy of
// the first screen kept in this page's own storage for the connection its address names
// (lib/ui/first-screen-mirror.ts). What shows before this script has run is the first frame
// kept beside that copy (boot.ts, lib/ui/kept-frame.ts): PopupView's own drawing of it
// (frame.tsx), so Preact finds its elements on screen and keeps them.
const root = document.getElementById('app');

/** The popup in a tab of its own: the tab is its own page, which has no "This page" strip. */
const OWN_PAGE: ActiveTab = { own: true };

if (root) {
  const scope = popupScope(location.search);
  const inPopup = inActionPopup();
  const kept = readMirror(scope);
  const maker = frameMaker(!inPopup);
  // The scope of the connection in use, once storage.local has answered it; and an answer of
  // the service that came before that.
  let connection: string | undefined;
  let answered: ReadEntry<'feed'> | undefined;
  // Each answer of the service is kept for the next opening at once, not once the worker has
  // stored it (250 ms later): a popup closed at once would otherwise keep nothing.
  const keep = (feed: ReadEntry<'feed'>) => {
    answered = feed;
    const pages = kept?.pages ?? [];
    if (connection) keepMirror({ scope: connection, feed, pages }, FIRST_FRAME_RESULTS, maker);
  };
  const tab = inPopup ? undefined : OWN_PAGE;
  const draw = () => mount(root, { tab, initialFeed: kept?.feed, onFeed: keep });
  // The kept frame on screen is painted first; Preact renders over it in the task after.
  if (root.childElementCount > 0 && kept?.feed) requestAnimationFrame(() => setTimeout(draw));
  else {
    // Nothing kept to show: the feed is what the first frame waits for, so the first render's
    // effects (its questions to the worker) run in this task, not after the skeleton's paint.
    options.requestAnimationFrame = queueMicrotask;
    draw();
    options.requestAnimationFrame = undefined;
  }
  // The copy is checked against storage.local (and followed while open) once the first frame
  // is painted, or at once when there was none to draw.
  const follow = () => {
    const mirror = followMirror(FIRST_FRAME_RESULTS, maker);
    addEventListener('pagehide', mirror.stop);
    void mirror.stored.then(({ scope: inUse }) => {
      connection = inUse;
      // Drawn from a copy kept for another connection (an address from before a change): the
      // screen is drawn afresh for the connection in use.
      if (kept && kept.scope !== inUse) mount(root, { tab, onFeed: keep }, 'afresh');
      else if (answered) keep(answered);
    });
  };
  if (kept?.feed) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(follow)));
  else follow();
}
