/** The full collections page, relative to the extension's root. */
const COLLECTIONS_PAGE = '/collections.html';

/** The page's path for a collection (or the list when `id` is null). */
export function collectionsPagePath(id: number | null): string {
  return id === null ? COLLECTIONS_PAGE : `${COLLECTIONS_PAGE}?id=${id}`;
}

/** The collection the page's address names (`?id=3`), if it names a valid one. */
export function collectionIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}
