import { render } from 'preact';
import './style.css';
import { PagePanelScreen } from '../../components/panel/page-panel-screen';
import { takeFirstKeys } from '../../lib/ui/panel/first-keys';
import { announceShown, closeFrame, frameView } from '../../lib/ui/panel/frame-page';
import { connectToHost } from '../../lib/ui/panel/frame-port';

// The page panel itself: an extension page in a frame the content script placed on the page
// (entrypoints/page-panel/). Its text, fields and events are out of the page's reach, and it
// talks to that script over a private port only (lib/ui/panel/panel-words.ts).
connectToHost();
const root = document.getElementById('app');
if (root) {
  render(<PagePanelScreen view={frameView(location.search)} onClose={closeFrame} />, root);
  announceShown();
  takeFirstKeys();
}
