import { render } from 'preact';
import './style.css';
import { PagePanelScreen } from '../../components/panel/page-panel-screen';
import { announceShown, closeFrame, frameView } from '../../lib/ui/panel/frame-page';

// The page panel itself: an extension page in a frame the content script placed on the page
// (entrypoints/page-panel/). Its text, fields and events are out of the page's reach.
const root = document.getElementById('app');
if (root) {
  render(<PagePanelScreen view={frameView(location.search)} onClose={closeFrame} />, root);
  announceShown();
}
