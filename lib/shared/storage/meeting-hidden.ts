import * as z from 'zod/mini';
import { defineValidatedItem } from './item';

/** Most meetings whose hidden documents are kept; the oldest hide goes first. */
const MAX_HIDDEN_MEETINGS = 50;
/** Most documents hidden per meeting. */
const MAX_HIDDEN_PER_MEETING = 50;

const entrySchema = z.object({
  meeting: z.string(),
  documents: z.array(z.string()).check(z.maxLength(MAX_HIDDEN_PER_MEETING)),
});
/** One meeting's documents the person hid from its card. */
export type HiddenEntry = z.infer<typeof entrySchema>;

/**
 * Documents the person hid from a meeting's card, kept on the device only (never sent), most
 * recent first. Read entry by entry: a malformed one is dropped alone.
 */
export const meetingHidden = defineValidatedItem<HiddenEntry[]>('local:meetingHidden', {
  schema: z.array(entrySchema),
  read(value) {
    if (!Array.isArray(value)) return undefined;
    return value
      .flatMap((entry) => {
        const parsed = entrySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
      .slice(0, MAX_HIDDEN_MEETINGS);
  },
  fallback: [],
});

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
