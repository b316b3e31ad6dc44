import { render } from 'preact';
import '../../assets/styles/theme.css';
import { PopupScreen } from '../../components/popup/popup-screen';
import { asFirstScreen } from '../../lib/shared/storage/first-screen';
import type { ActiveTab } from '../../lib/ui/active-tab';

/** What public/popup-first-read.js asked for before this module loaded. */
declare global {
  var wkFirstRead: Promise<[unknown, ActiveTab | undefined]> | undefined;
}

const root = document.getElementById('app');
// What the first frame draws (the feed, this page's status) is read before the first render,
// in one storage read beside the active tab's address, so the popup opens with content on
// screen instead of an empty frame and then the feed. The read was started by a classic script
// while this code loaded; without it (it could not run) the popup opens as on an empty cache.
if (root) {
  void (globalThis.wkFirstRead ?? Promise.resolve([])).then(([stored, tab]) => {
    const first = asFirstScreen(stored);
    const page = first?.pages.find((entry) => entry.url === tab?.url)?.status;
    render(<PopupScreen initialFeed={first?.feed} tab={tab} initialPage={page} />, root);
  });
}
