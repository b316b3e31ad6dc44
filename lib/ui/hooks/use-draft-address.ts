import { useState } from 'preact/hooks';
import { draftIdFromSearch, draftSearch } from '../drafts/draft-address';

/**
 * The draft the page shows, kept in its address: read from it once, and written back (without
 * a new history entry) when the person opens another, so a reload shows the same draft.
 */
export function useDraftAddress(): [id: number | null, open: (id: number) => void] {
  const [id, setId] = useState<number | null>(() => draftIdFromSearch(location.search));
  const open = (next: number) => {
    history.replaceState(null, '', draftSearch(next));
    setId(next);
  };
  return [id, open];
}
