import { useCollections } from '../../lib/ui/hooks/use-collections';
import { CollectionsView } from './collections-view';

interface CollectionsScreenProps {
  /** Opens this collection at once (the full page takes it from its address). */
  initialId?: number;
  /** Shown in a whole tab: no "open in a full page" action. */
  fullPage?: boolean;
}

/** The Collections screen: in the popup's tab (loaded when first opened) and the full page. */
export function CollectionsScreen({ initialId, fullPage }: CollectionsScreenProps) {
  return (
    <CollectionsView controller={useCollections({ initialId, fullPage })} fullPage={fullPage} />
  );
}
