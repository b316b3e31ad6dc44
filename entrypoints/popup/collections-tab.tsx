import { CollectionsScreen } from '../../components/collections/collections-screen';
import { useCollections } from '../../lib/ui/hooks/use-collections';

/** The Collections tab (loaded when first opened). */
export function CollectionsTab() {
  return <CollectionsScreen controller={useCollections()} />;
}
