import { defineValidatedItem } from './item';
import { HIDDEN_KEY, type HiddenEntry, readHidden } from './meeting-reads';

/**
 * Documents the person hid from a meeting's card, kept on the device only (never sent), most
 * recent first, at most 50 meetings of 50 documents. Read entry by entry: a malformed one is
 * dropped alone (meeting-reads.ts says why by hand).
 */
export const meetingHidden = defineValidatedItem<HiddenEntry[]>(`local:${HIDDEN_KEY}`, {
  read: readHidden,
  fallback: [],
});
