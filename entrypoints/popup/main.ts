import '../../assets/styles/theme.css';
import '../../components/popup/popup.css';
import '../../components/feed/feed.css';
import '../../components/meetings/next-meeting.css';
import { settled } from '../../components/first-screen/first-frame';
import { showFirstScreen } from '../../components/first-screen/first-screen';
import { followMeetingCard } from '../../components/meetings/meeting-card';
import { openingWork } from '../../components/first-screen/opening';
import { openSidePanelOnClick } from '../../components/first-screen/side-panel-click';
import type { PopupScreenProps } from '../../components/popup/popup-screen';
import { readFirstScreen } from '../../lib/shared/storage/first-screen';
import { popupScope } from '../../lib/shared/urls/popup-address';
import { activeTab, inActionPopup } from '../../lib/ui/active-tab';
import { readMirror } from '../../lib/ui/first-screen-mirror';
import { MEETING_HOST_ID } from '../../lib/ui/kept-frame';
import { sidePanelOffered } from '../../lib/ui/open-side-panel';
import { pagePlace } from '../../lib/ui/place';

// The popup draws its first screen (the feed kept from the last opening, or a skeleton until
// the first answer) without Preact, and loads the app (Preact, the screen, its hooks) when the
// person first acts, or when the screen needs what only the app draws (components/first-screen).
// What shows first is the first frame kept in this page's own storage for the connection its
// address names, drawn by the boot script before this one runs (boot.ts); this one checks it
// against the copy of the first screen kept beside it once painted (lib/ui/first-screen-mirror.ts).
// Without a frame, that copy is drawn in this task; without either (the first opening after a
// change or a browser restart) it waits for the `storage.local` value instead.
// The side panel is this page in another place (entrypoints/sidepanel/index.html loads this
// script): it draws the strip like the toolbar popup, and hands over to the app once its first
// frame is painted, since only the app follows the window's active tab.
const place = pagePlace();
const root = document.getElementById('app');
const app = (props: PopupScreenProps) =>
  import('./app').then(({ mount }) => {
    if (root) mount(root, props);
  });

if (root) {
  const scope = popupScope(location.search);
  // The "Next meeting" card, above the first screen: the boot script drew it in the first
  // frame from the cards kept in page storage; its script, once that frame is painted, checks
  // it against storage.local and keeps it live (not in that frame's download). With neither a
  // kept frame nor a copy of the first screen (the first opening), the first screen waits for
  // storage.local anyway: it waits for the card's first drawing too, so the card is there
  // before the screen under it, and moves nothing.
  const host = document.getElementById(MEETING_HOST_ID);
  let card: Promise<void> | undefined;
  let followCard = () =>
    (card ??= host
      ? followMeetingCard(host, scope).drawn.catch(() => undefined)
      : Promise.resolve());
  // The development server's page (the one with `import.meta.hot`) has no boot script
  // (scripts/vite/popup-html.ts applies to builds only): the card's drawing is loaded here
  // first. Removed from every build (e2e's too), whose boot script always draws it.
  if (import.meta.hot && host) {
    const follow = followCard;
    const drawing = import('../../components/meetings/show-card').then((module) =>
      module.showMeetingCard(host, scope),
    );
    followCard = () => drawing.then(follow);
  }
  settled(followCard);
  // The end-to-end build's mark of the opening's end waits for the card's drawing too.
  if (import.meta.env.MODE === 'e2e') {
    openingWork(new Promise((drawn) => settled(() => drawn(followCard()))));
  }
  // The first opening: the card drawn from storage.local shows in the same frame as the first
  // screen under it (a toolbar popup grows with each, and a click aimed during two resizes
  // missed), hidden until that screen is drawn.
  const withCard = <T>(screen: Promise<T>) => {
    const shown = new MutationObserver(() => {
      shown.disconnect();
      if (host) host.hidden = false;
    });
    if (host) host.hidden = true;
    shown.observe(root, { childList: true });
    return Promise.all([screen, followCard()]).then(([kept]) => kept);
  };
  // A click on "Open in side panel" before the app has taken over opens the panel in it.
  const clicks = sidePanelOffered() ? openSidePanelOnClick() : undefined;
  showFirstScreen(
    root,
    {
      framed: root.childElementCount > 0,
      kept: () => readMirror(scope) ?? withCard(readFirstScreen().catch(() => null)),
      askTab: activeTab,
      inPopup: place === 'side-panel' ? place : inActionPopup(),
    },
    (drawn, active) =>
      app({
        tab: active,
        initialFeed: drawn.feed,
        initialPage: drawn.page,
        initialInvite: drawn.invite,
        drawn: true,
        place,
      }).then(clicks),
  );
}
