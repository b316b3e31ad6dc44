import { render } from 'preact';
import '../../assets/styles/theme.css';
import { PopupScreen } from '../../components/popup/popup-screen';
import { readFirstScreen } from '../../lib/shared/storage/first-screen';
import { activeTab } from '../../lib/ui/active-tab';

const root = document.getElementById('app');
// What the first frame draws (the feed, this page's status) is read before the first render,
// in one storage read beside the active tab's address, so the popup opens with content on
// screen instead of an empty frame and then the feed.
if (root) {
  void Promise.all([readFirstScreen().catch(() => null), activeTab().catch(() => undefined)]).then(
    ([first, tab]) => {
      const page = first?.pages.find((entry) => entry.url === tab?.url)?.status;
      render(<PopupScreen initialFeed={first?.feed} tab={tab} initialPage={page} />, root);
    },
  );
}
