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
  /** The body's links, one per row: a URL and the text shown for it (and a document it names). */
  links: { link: string; text: string; document?: DocumentReference }[];
  /** The body's document items without a link or text: not shown, kept as read and sent back. */
  documents: DocumentReference[];
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
export function isoToLocalInput(iso: string | undefined): string {
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

/** A document the service answered, as the request names one (its identifying strings). */
function documentReference(document: Record<string, unknown>): DocumentReference {
  const reference: DocumentReference = {};
  for (const key of ['id', 'url', 'title', 'datasource', 'docType'] as const) {
    const value = document[key];
    if (typeof value === 'string') reference[key] = value;
  }
  return reference;
}

/** The form's starting values for a draft the service answered. */
export function draftToForm(draft: Announcement): DraftForm {
  return {
    title: draft.title ?? '',
    emoji: draft.emoji ?? '',
    bodyText: draft.body?.text ?? '',
    links: (draft.body?.structuredList ?? [])
      .filter((item) => item.link !== undefined || item.text !== undefined)
      .map((item) => ({
        link: item.link ?? '',
        text: item.text ?? '',
        ...(item.document ? { document: documentReference(item.document) } : {}),
      })),
    documents: (draft.body?.structuredList ?? []).flatMap((item) =>
      item.link === undefined && item.text === undefined && item.document
        ? [documentReference(item.document)]
        : [],
    ),
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

/** A document as the request names one in a body item. */
type DocumentReference = {
  id?: string;
  url?: string;
  title?: string;
  datasource?: string;
  docType?: string;
};

function splitValues(values: string): string[] {
  return values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The audience rows as the request's filters (rows without a field name are left out). */
export function audienceInput(form: DraftForm): AudienceFilterInput[] {
  return form.audience
    .filter((row) => row.fieldName.trim())
    .map((row) => ({
      fieldName: row.fieldName.trim(),
      values: splitValues(row.values).map((value) => ({ value, relationType: 'EQUALS' })),
    }));
}

/**
 * The body as the request's: the text, the link rows (with a document a row came with), then
 * the document items the form does not show, as they were read.
 */
export function bodyInput(form: DraftForm) {
  const structuredList = [
    ...form.links
      .filter((row) => row.link.trim() || row.text.trim())
      .map((row) => ({
        ...(row.link.trim() ? { link: row.link.trim() } : {}),
        ...(row.document ? { document: row.document } : {}),
        ...(row.text.trim() ? { text: row.text.trim() } : {}),
      })),
    ...form.documents.map((document) => ({ document })),
  ];
  return { text: form.bodyText, structuredList };
}
