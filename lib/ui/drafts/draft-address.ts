/** The draft a page address names (`draft.html?id=206`), or null when it names none. */
export function draftIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The page address's search part for a draft, so a reload opens it again. */
export function draftSearch(id: number): string {
  return `?id=${id}`;
}
