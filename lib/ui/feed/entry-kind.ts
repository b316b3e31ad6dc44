import type { FeedEntry } from '../../shared/contract';

/** What a feed entry is about, which decides how it reads. */
export type EntryKind = 'event' | 'announcement' | 'document' | 'collection' | 'person' | 'other';

/** The kind of a feed entry, from the object it carries (events and announcements first). */
export function entryKind(entry: FeedEntry): EntryKind {
  if (entry.event) return 'event';
  if (entry.announcement) return 'announcement';
  if (entry.document) return 'document';
  if (entry.collection || entry.collectionItem) return 'collection';
  if (entry.person) return 'person';
  return 'other';
}

/**
 * Where opening an entry leads: its own view URL, else the URL of what it carries. Not yet
 * checked for safety: callers pass it through `safeHttpUrl`.
 */
export function entryUrl(entry: FeedEntry): string | undefined {
  return (
    entry.viewUrl ??
    entry.event?.url ??
    entry.document?.url ??
    entry.collectionItem?.url ??
    undefined
  );
}
