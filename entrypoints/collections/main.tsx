import { render } from 'preact';
import '../../assets/styles/theme.css';
import './collections-page.css';
import { CollectionsScreen } from '../../components/collections/collections-screen';
import { collectionIdFromSearch } from '../../lib/ui/collections/page-url';

// The collections in a whole tab, for long collections; `?id=3` opens one at once.
const root = document.getElementById('app');
if (root) {
  render(<CollectionsScreen initialId={collectionIdFromSearch(location.search)} fullPage />, root);
}
