import type { Announcement } from '../../shared/contract';
import type { AudienceFilterInput } from '../../shared/contract/requests';
import { safeHttpUrl } from '../../shared/urls/http-url';

/**
 * The draft announcement as its form holds it: every field `updatedraftannouncement` accepts,
 * as strings and booleans a form control can show. Kept exactly as typed, so that a failed save
 * loses nothing.
 */
export interface DraftForm {
  title: string;
  emoji: string;
  bodyText: string;
  /** The body's links, one per row: a URL and the text shown for it. */
  links: { link: string; text: string }[];
  /** `datetime-local` values ("2025-03-03T10:00"), in the person's timezone; empty = none. */
  startTime: string;
  endTime: string;
  /** Audience filters; `values` is what the person typed, comma separated. */
  audience: { fieldName: string; values: string }[];
  channel: 'MAIN' | 'SOCIAL_FEED';
  postType: 'TEXT' | 'LINK';
  isPrioritized: boolean;
  hideAttribution: boolean;
  thumbnailUrl: string;
  bannerUrl: string;
  viewUrl: string;
}

/** Sets one field of the form (what each group of fields is given to report typing). */
export type SetDraftField = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => void;

/** A field of the form that can be wrong, and the sentence key that says why. */
export type DraftFormErrors = Partial<
  Record<
    | 'title'
    | 'startTime'
    | 'endTime'
    | 'links'
    | 'audience'
    | 'thumbnailUrl'
    | 'bannerUrl'
    | 'viewUrl',
    DraftFormProblem
  >
>;

/** Why a field is refused, as a message key suffix the view words. */
export type DraftFormProblem =
  | 'required'
  | 'badDate'
  | 'endBeforeStart'
  | 'badUrl'
  | 'audienceIncomplete';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO date-time as a `datetime-local` value in the browser's timezone ('' if unreadable). */
function isoToLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO string; undefined when it is not a date. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The form's starting values for a draft the service answered. */
export function draftToForm(draft: Announcement): DraftForm {
  return {
    title: draft.title ?? '',
    emoji: draft.emoji ?? '',
    bodyText: draft.body?.text ?? '',
    links: (draft.body?.structuredList ?? [])
      .filter((item) => item.link !== undefined || item.text !== undefined)
      .map((item) => ({ link: item.link ?? '', text: item.text ?? '' })),
    startTime: isoToLocalInput(draft.startTime),
    endTime: isoToLocalInput(draft.endTime),
    audience: (draft.audienceFilters ?? []).map((filter) => ({
      fieldName: filter.fieldName ?? '',
      values: (filter.values ?? [])
        .map((value) => value.value ?? '')
        .filter(Boolean)
        .join(', '),
    })),
    channel: draft.channel === 'SOCIAL_FEED' ? 'SOCIAL_FEED' : 'MAIN',
    postType: draft.postType === 'LINK' ? 'LINK' : 'TEXT',
    isPrioritized: draft.isPrioritized ?? false,
    hideAttribution: draft.hideAttribution ?? false,
    thumbnailUrl: draft.thumbnail?.url ?? '',
    bannerUrl: draft.banner?.url ?? '',
    viewUrl: draft.viewUrl ?? '',
  };
}

/** Checks what the person typed before anything is sent; an empty object means it is fine. */
export function validateDraftForm(form: DraftForm): DraftFormErrors {
  const errors: DraftFormErrors = {};
  if (!form.title.trim()) errors.title = 'required';
  const start = form.startTime ? localInputToIso(form.startTime) : null;
  const end = form.endTime ? localInputToIso(form.endTime) : null;
  if (start === undefined) errors.startTime = 'badDate';
  if (end === undefined) errors.endTime = 'badDate';
  if (start && end && new Date(end) < new Date(start)) errors.endTime = 'endBeforeStart';
  if (form.links.some((row) => row.link.trim() !== '' && !safeHttpUrl(row.link.trim()))) {
    errors.links = 'badUrl';
  }
  if (
    form.audience.some(
      (row) => (row.fieldName.trim() === '') !== (splitValues(row.values).length === 0),
    )
  ) {
    errors.audience = 'audienceIncomplete';
  }
  if (form.thumbnailUrl.trim() && !safeHttpUrl(form.thumbnailUrl.trim())) {
    errors.thumbnailUrl = 'badUrl';
  }
  if (form.bannerUrl.trim() && !safeHttpUrl(form.bannerUrl.trim())) errors.bannerUrl = 'badUrl';
  // The view URL only exists on the social feed; on the main channel it is not sent at all.
  if (form.channel === 'SOCIAL_FEED' && form.viewUrl.trim() && !safeHttpUrl(form.viewUrl.trim())) {
    errors.viewUrl = 'badUrl';
  }
  return errors;
}

function splitValues(values: string): string[] {
  return values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

function audienceInput(form: DraftForm): AudienceFilterInput[] {
  return form.audience
    .filter((row) => row.fieldName.trim())
    .map((row) => ({
      fieldName: row.fieldName.trim(),
      values: splitValues(row.values).map((value) => ({ value, relationType: 'EQUALS' })),
    }));
}

function bodyInput(form: DraftForm) {
  const structuredList = form.links
    .filter((row) => row.link.trim() || row.text.trim())
    .map((row) => ({
      ...(row.link.trim() ? { link: row.link.trim() } : {}),
      ...(row.text.trim() ? { text: row.text.trim() } : {}),
    }));
  return { text: form.bodyText, structuredList };
}

/** The `updatedraftannouncement` request fields a form change maps to. */
export interface DraftPatch {
  draftId: number;
  id?: number;
  title?: string;
  emoji?: string;
  body?: ReturnType<typeof bodyInput>;
  startTime?: string;
  endTime?: string;
  audienceFilters?: AudienceFilterInput[];
  channel?: 'MAIN' | 'SOCIAL_FEED';
  postType?: 'TEXT' | 'LINK';
  isPrioritized?: boolean;
  hideAttribution?: boolean;
  thumbnail?: { url: string };
  banner?: { url: string };
  viewUrl?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The request for a save, by the update rule (docs/architecture.md, "Draft updates"): only the
 * fields that differ from what was loaded are sent (the update is a patch, so unchanged fields
 * are left as they are, including ones this form cannot show), and a field the person emptied
 * is sent with its empty value ('' for a text or a time, [] for a list, `{ url: '' }` for an
 * image), which the service stores as cleared. `viewUrl` goes with the channel whenever either
 * changes: the typed link on the social feed, '' (cleared) on the main channel.
 * Call after `validateDraftForm`.
 */
export function buildDraftPatch(
  before: DraftForm,
  after: DraftForm,
  ids: { draftId: number; id?: number },
): DraftPatch {
  const patch: DraftPatch = { draftId: ids.draftId };
  if (ids.id !== undefined) patch.id = ids.id;
  if (after.title !== before.title) patch.title = after.title.trim();
  if (after.emoji !== before.emoji) patch.emoji = after.emoji.trim();
  if (after.bodyText !== before.bodyText || !same(bodyInput(after), bodyInput(before))) {
    patch.body = bodyInput(after);
  }
  // A cleared time is sent as '' (the update rule's "cleared"), never left out.
  if (after.startTime !== before.startTime) {
    patch.startTime = after.startTime ? localInputToIso(after.startTime) : '';
  }
  if (after.endTime !== before.endTime) {
    patch.endTime = after.endTime ? localInputToIso(after.endTime) : '';
  }
  if (!same(audienceInput(after), audienceInput(before))) {
    patch.audienceFilters = audienceInput(after);
  }
  if (after.postType !== before.postType) patch.postType = after.postType;
  if (after.isPrioritized !== before.isPrioritized) patch.isPrioritized = after.isPrioritized;
  if (after.hideAttribution !== before.hideAttribution) {
    patch.hideAttribution = after.hideAttribution;
  }
  if (after.thumbnailUrl.trim() !== before.thumbnailUrl.trim()) {
    patch.thumbnail = { url: after.thumbnailUrl.trim() };
  }
  if (after.bannerUrl.trim() !== before.bannerUrl.trim()) {
    patch.banner = { url: after.bannerUrl.trim() };
  }
  const channelChanged = after.channel !== before.channel;
  const viewUrlChanged = after.viewUrl.trim() !== before.viewUrl.trim();
  if (channelChanged || viewUrlChanged) {
    patch.channel = after.channel;
    // The post link exists only on the social feed: leaving it clears the link ('' is the
    // rule's "cleared"), or the service would keep it and refuse the main channel.
    patch.viewUrl = after.channel === 'SOCIAL_FEED' ? after.viewUrl.trim() : '';
  }
  return patch;
}

/** True when the patch changes nothing beyond naming the draft. */
export function isEmptyPatch(patch: DraftPatch): boolean {
  return Object.keys(patch).every((key) => key === 'draftId' || key === 'id');
}
