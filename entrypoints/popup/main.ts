import '../../assets/styles/theme.css';
import '../../components/popup/popup.css';
import '../../components/feed/feed.css';
import { frameMaker } from '../../components/first-screen/first-frame';
import { showFirstScreen } from '../../components/first-screen/first-screen';
import type { PopupScreenProps } from '../../components/popup/popup-screen';
import { readFirstScreen } from '../../lib/shared/storage/first-screen';
import { popupScope } from '../../lib/shared/urls/popup-address';
import { activeTab, inActionPopup } from '../../lib/ui/active-tab';
import { readFrame, readMirror } from '../../lib/ui/first-screen-mirror';

// The popup draws its first screen (the feed kept from the last opening, or a skeleton until
// the first answer) without Preact, and loads the app (Preact, the screen, its hooks) when the
// person first acts, or when the screen needs what only the app draws (components/first-screen).
// What it draws first is the first frame kept in this page's own storage for the connection its
// address names, shown in this very task, then checked against the copy of the first screen
// kept beside it once painted (lib/ui/first-screen-mirror.ts); without a frame, that copy is
// drawn in this task; without either (the first opening after a change or a browser restart) it
// waits for the `storage.local` value instead.
const root = document.getElementById('app');
const app = (props: PopupScreenProps) =>
  import('./app').then(({ mount }) => {
    if (root) mount(root, props);
  });

if (root) {
  const scope = popupScope(location.search);
  const inPopup = inActionPopup();
  showFirstScreen(
    root,
    {
      frame: readFrame(scope, frameMaker(!inPopup).tag),
      kept: () => readMirror(scope) ?? readFirstScreen().catch(() => null),
      askTab: activeTab,
      inPopup,
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
