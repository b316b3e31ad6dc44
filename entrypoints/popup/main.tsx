import { render } from 'preact';
import '../../assets/styles/theme.css';
import { PopupScreen } from '../../components/popup/popup-screen';
import { readCached } from '../../lib/ui/cached-read';

const root = document.getElementById('app');
// The cached feed is read before the first render, so the popup opens with content on screen
// (two storage reads, a few milliseconds) instead of an empty frame and then the feed.
if (root) {
  void readCached({ kind: 'feed' })
    .catch(() => null)
    .then((feed) => render(<PopupScreen initialFeed={feed} />, root));
}
