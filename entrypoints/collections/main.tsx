import { render } from 'preact';
import '../../assets/styles/theme.css';
import './collections-page.css';
import { CollectionsScreen } from '../../components/collections/collections-screen';
import { collectionIdFromSearch } from '../../lib/ui/collections/page-url';
import { useCollections } from '../../lib/ui/hooks/use-collections';

/** The collections in a whole tab, for long collections; `?id=3` opens one at once. */
function CollectionsPage() {
  const controller = useCollections({
    initialId: collectionIdFromSearch(location.search),
    fullPage: true,
  });
  return <CollectionsScreen controller={controller} />;
}

const root = document.getElementById('app');
if (root) render(<CollectionsPage />, root);
