/**
 * The "Next meeting" card's two stored values as the card reads them: the documents the person
 * hid (only the card reads and writes them) and the meeting a reminder's Prepare asked for
 * (meeting-focus.ts, which the worker writes). Checked by hand, entry by entry, rather than by
 * a zod schema, and without a storage item's code: the card's script loads in every popup
 * opening with a meeting near, whose download has no zod (lib/shared/storage/first-screen.ts
 * reads its value the same way).
 */

/** The `storage.local` keys of the documents hidden per meeting and of Prepare's meeting. */
export const HIDDEN_KEY = 'meetingHidden';
export const FOCUS_KEY = 'meetingFocus';

/** Most meetings whose hidden documents are kept; the oldest hide goes first. */
const MAX_HIDDEN_MEETINGS = 50;
/** Most documents hidden per meeting. */
const MAX_HIDDEN_PER_MEETING = 50;

/** One meeting's documents the person hid from its card. */
export interface HiddenEntry {
  meeting: string;
  documents: string[];
}

/** One stored entry as a HiddenEntry, or undefined when it is malformed or over the bound. */
function asEntry(value: unknown): HiddenEntry | undefined {
  const entry = value as Partial<HiddenEntry> | null;
  const documents = entry?.documents;
  const fits =
    typeof entry?.meeting === 'string' &&
    Array.isArray(documents) &&
    documents.length <= MAX_HIDDEN_PER_MEETING &&
    documents.every((id) => typeof id === 'string');
  return fits ? { meeting: entry.meeting as string, documents: [...documents] } : undefined;
}

/** The stored hidden documents, a malformed entry dropped alone; undefined for none. */
export function readHidden(value: unknown): HiddenEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => asEntry(entry) ?? []).slice(0, MAX_HIDDEN_MEETINGS);
}

/** The stored meeting Prepare asked for, or undefined when malformed. */
export function readFocus(value: unknown): { id: string; at: number } | undefined {
  const focus = value as { id?: unknown; at?: unknown } | null;
  return typeof focus?.id === 'string' && typeof focus.at === 'number'
    ? { id: focus.id, at: focus.at }
    : undefined;
}

/** The list with `document` hidden (or shown again) for `meeting`, bounded. */
export function withHidden(
  entries: readonly HiddenEntry[],
  meeting: string,
  document: string,
  hide: boolean,
): HiddenEntry[] {
  const current = entries.find((entry) => entry.meeting === meeting)?.documents ?? [];
  const documents = hide
    ? [document, ...current.filter((id) => id !== document)].slice(0, MAX_HIDDEN_PER_MEETING)
    : current.filter((id) => id !== document);
  const rest = entries.filter((entry) => entry.meeting !== meeting);
  return (documents.length ? [{ meeting, documents }, ...rest] : rest).slice(
    0,
    MAX_HIDDEN_MEETINGS,
  );
}
