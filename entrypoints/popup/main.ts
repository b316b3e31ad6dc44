import '../../assets/styles/theme.css';
import '../../components/popup/popup.css';
import '../../components/feed/feed.css';
import { showFirstScreen } from '../../components/first-screen/first-screen';
import type { PopupScreenProps } from '../../components/popup/popup-screen';
import { readFirstScreen } from '../../lib/shared/storage/first-screen';
import { popupScope } from '../../lib/shared/urls/popup-address';
import { activeTab, inActionPopup } from '../../lib/ui/active-tab';
import { readMirror } from '../../lib/ui/first-screen-mirror';

// The popup draws its first screen (the feed kept from the last opening, or a skeleton until
// the first answer) without Preact, and loads the app (Preact, the screen, its hooks) when the
// person first acts, or when the screen needs what only the app draws (components/first-screen).
// What it draws first is the copy kept in this page's own storage for the connection its
// address names, read in this very task (lib/ui/first-screen-mirror.ts); without one (the first
// opening after a change or a browser restart, or the popup in a tab) it waits for the
// `storage.local` value instead.
const root = document.getElementById('app');
const app = (props: PopupScreenProps) =>
  import('./app').then(({ mount }) => {
    if (root) mount(root, props);
  });

if (root) {
  showFirstScreen(
    root,
    {
      kept: readMirror(popupScope(location.search)) ?? readFirstScreen().catch(() => null),
      askTab: activeTab,
      inPopup: inActionPopup(),
    },
    (drawn, active) =>
      app({
        tab: active,
        initialFeed: drawn.feed,
        initialPage: drawn.page,
        initialInvite: drawn.invite,
        drawn: true,
      }),
  );
}
