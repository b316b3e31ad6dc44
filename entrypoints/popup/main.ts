import '../../assets/styles/theme.css';
import '../../components/popup/popup.css';
import '../../components/feed/feed.css';
import { browser } from 'wxt/browser';
import { showFirstScreen } from '../../components/first-screen/first-screen';
import type { PopupScreenProps } from '../../components/popup/popup-screen';
import { asFirstScreen } from '../../lib/shared/storage/first-screen';
import type { ActiveTab } from '../../lib/ui/active-tab';

/** What the build's popup-first-read.js asked for before this module loaded. */
declare global {
  var wkFirstRead: Promise<[unknown, ActiveTab | undefined]> | undefined;
}

// The popup draws its first screen (the feed kept from the last opening, or a skeleton until
// the first answer) without Preact, and loads the app (Preact, the screen, its hooks) when the
// person first acts, or when the screen needs what only the app draws (components/first-screen). The read was started by a classic script while this code
// loaded (scripts/vite/first-read.ts); without it the popup opens as on an empty cache.
const root = document.getElementById('app');
const app = (props: PopupScreenProps) =>
  import('./app').then(({ mount }) => {
    if (root) mount(root, props);
  });

if (root) {
  void (globalThis.wkFirstRead ?? Promise.resolve([])).then(([stored, tab]) => {
    const first = asFirstScreen(stored);
    // The popup opened in a tab of its own (one of this extension's pages): no strip.
    const ownPage = tab?.url?.startsWith(browser.runtime.getURL('/')) ?? false;
    const page = ownPage ? undefined : first?.pages.find((entry) => entry.url === tab?.url)?.status;
    showFirstScreen(root, { feed: first?.feed, page }, ownPage, tab?.id, (drawn) =>
      app({
        tab,
        initialFeed: drawn.feed,
        initialPage: drawn.page,
        initialInvite: drawn.invite,
        drawn: true,
      }),
    );
  });
}
