import { popupScope } from '../../lib/shared/urls/popup-address';
import { showMeetingCard } from '../../components/meetings/show-card';
import { MEETING_HOST_ID, showKeptFrame } from '../../lib/ui/kept-frame';
import { startPageScripts } from '../../lib/ui/page-scripts';
import { pagePlace } from '../../lib/ui/place';

// The popup's first frame as the last opening kept it, shown before the popup's own script
// (main.ts, two files) has arrived. This script is a file of its own, built apart from the rest
// with what it imports, and the one the first frame waits for (`blocking="render"`,
// scripts/vite/popup-html.ts); main.ts then finds the frame on screen and checks it against the
// copy it was drawn from (components/first-screen). It asks the browser directly whether it is
// the toolbar popup (lib/ui/active-tab.ts's inActionPopup, without the browser module it
// imports), synchronously: the browser lists its extension's open views in the page's process.
// The side panel (the same page, lib/ui/place.ts) keeps and shows its frame as the popup does.
// The "Next meeting" card is drawn here too, above that frame, from the cards kept beside it
// (components/meetings/show-card.ts), whether or not a frame was kept: in the first frame, so
// its arrival moves nothing later.
// The page's own scripts wait in the page until that frame is painted (lib/ui/page-scripts.ts):
// whatever happens here, they are started.
const inPopup = () =>
  (
    globalThis as unknown as {
      chrome: { extension: { getViews(filter: { type: 'popup' }): Window[] } };
    }
  ).chrome.extension
    .getViews({ type: 'popup' })
    .includes(window);
let shown = false;
try {
  const scope = popupScope(location.search);
  showMeetingCard(document.getElementById(MEETING_HOST_ID), scope);
  shown = showKeptFrame(
    document.getElementById('app'),
    scope,
    pagePlace() === 'side-panel' || inPopup(),
  );
} finally {
  startPageScripts(shown);
}
