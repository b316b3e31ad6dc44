import type { Announcement } from '../../shared/contract';
import {
  audienceInput,
  bodyInput,
  type DraftForm,
  isoToLocalInput,
  localInputToIso,
} from './draft-form';

/** An `updatedraftannouncement` request as the draft page sends it. */
export interface DraftUpdate {
  draftId: number;
  id?: number;
  title: string;
  emoji: string;
  body: ReturnType<typeof bodyInput>;
  startTime?: string;
  endTime?: string;
  audienceFilters: ReturnType<typeof audienceInput>;
  sourceDocumentId?: string;
  channel: 'MAIN' | 'SOCIAL_FEED';
  postType: 'TEXT' | 'LINK';
  isPrioritized: boolean;
  hideAttribution: boolean;
  thumbnail: { url: string; photoId?: string };
  banner: { url: string; photoId?: string };
  viewUrl?: string;
}

/** The times a request leaves out because the person cleared them. */
export type ClearedTime = 'startTime' | 'endTime';

/**
 * The request for a save (docs/architecture.md, "Draft updates"): the person's whole draft as
 * the form shows it, every mutable field, so it is right whether the service keeps or clears
 * what a request leaves out. `source` is the draft as read before the edit began; what the form
 * does not show is carried from it (the source document, an image's photo id while its address
 * is unchanged, a time to the second while the minute shown is unchanged). Two fields follow
 * the seed's rules instead of being sent empty:
 * - a cleared time is left out, never sent as '' (a time is a date-time): `clearedTimes` says
 *   which, so the page reads the draft back and says so when the service kept it;
 * - `viewUrl` is sent only with channel SOCIAL_FEED ('' clears it there); on the main channel
 *   it is left out, as the seed allows it only on the social feed.
 * Call after `validateDraftForm`.
 */
export function buildDraftUpdate(
  form: DraftForm,
  source: Announcement,
  ids: { draftId: number; id?: number },
): { update: DraftUpdate; clearedTimes: ClearedTime[] } {
  const update: DraftUpdate = {
    draftId: ids.draftId,
    ...(ids.id !== undefined ? { id: ids.id } : {}),
    title: form.title.trim(),
    emoji: form.emoji.trim(),
    body: bodyInput(form),
    audienceFilters: audienceInput(form),
    channel: form.channel,
    postType: form.postType,
    isPrioritized: form.isPrioritized,
    hideAttribution: form.hideAttribution,
    thumbnail: image(form.thumbnailUrl, source.thumbnail),
    banner: image(form.bannerUrl, source.banner),
  };
  const clearedTimes: ClearedTime[] = [];
  for (const field of ['startTime', 'endTime'] as const) {
    const value = time(form[field], source[field]);
    if (value) update[field] = value;
    else clearedTimes.push(field);
  }
  const sourceDocumentId = (source as { sourceDocumentId?: unknown }).sourceDocumentId;
  if (typeof sourceDocumentId === 'string' && sourceDocumentId) {
    update.sourceDocumentId = sourceDocumentId;
  }
  if (form.channel === 'SOCIAL_FEED') update.viewUrl = form.viewUrl.trim();
  return { update, clearedTimes };
}

/** An image: the read one (with its photo id) while the address shown is unchanged. */
function image(url: string, read: { url?: string; photoId?: string } | undefined) {
  const typed = url.trim();
  if (read && typed === (read.url ?? '') && typeof read.photoId === 'string') {
    return { url: typed, photoId: read.photoId };
  }
  return { url: typed };
}

/** An ISO 8601 date-time with its offset, as the request's times must be. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A time to send: the one read while the form shows it unchanged, else what was typed. */
function time(value: string, read: string | undefined): string | undefined {
  if (!value) return undefined;
  if (read && DATE_TIME.test(read) && isoToLocalInput(read) === value) return read;
  return localInputToIso(value);
}

/** True when the form shows the draft as it was read: nothing to send. */
export function isUnchanged(before: DraftForm, after: DraftForm): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

/**
 * The cleared times the service kept: it answered (read back) a value for a time the person
 * cleared, as a service that keeps what a request leaves out does.
 */
export function keptTimes(cleared: readonly ClearedTime[], readBack: Announcement): ClearedTime[] {
  return cleared.filter((field) => Boolean(readBack[field]));
}
