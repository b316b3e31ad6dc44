import type { Announcement } from '../../shared/contract';
import type { MessageKey } from '../../shared/i18n';
import { type DraftForm, draftToForm } from './draft-form';
import { type ClearedTime, keptTimes } from './draft-update';

/** A field of the draft form. */
export type DraftField = keyof DraftForm;

/**
 * Every field of the form with the label that names it in a sentence. A `Record` over the
 * form's keys, so a field added to the form without a label here is a type error.
 */
export const DRAFT_FIELD_LABELS: Record<DraftField, MessageKey> = {
  title: 'draftTitle',
  emoji: 'draftEmoji',
  bodyText: 'draftBody',
  links: 'draftLinks',
  documents: 'draftBody',
  startTime: 'draftStart',
  endTime: 'draftEnd',
  audience: 'draftAudience',
  channel: 'draftChannel',
  postType: 'draftPostType',
  isPrioritized: 'draftPrioritized',
  hideAttribution: 'draftHideAttribution',
  thumbnailUrl: 'draftThumbnail',
  bannerUrl: 'draftBanner',
  viewUrl: 'draftViewUrl',
};

const FIELDS = Object.keys(DRAFT_FIELD_LABELS) as DraftField[];

/** A save the service took, waiting for the read asked after it. */
interface AwaitedReadBack {
  /** The form as sent. */
  sent: DraftForm;
  /** The edit count when the save was pressed: edits after it are the person's, kept. */
  at: number;
  /** When the service's taking was known (ms): a read asked before then does not show it. */
  doneAt: number;
  clearedTimes: ClearedTime[];
}

/**
 * The draft page's editing state, as one value changed only by `draftSession`: what is on
 * screen, what the page knows the service holds, and which field the person edited when.
 */
export interface DraftSession {
  /** What is on screen: always what the person last typed in each field they edited. */
  form: DraftForm;
  /** What the service holds as far as the page knows: a save compares the form with it. */
  baseline: DraftForm;
  /** The draft as last read: what a request carries that the form does not show. */
  source: Announcement;
  /** How many edits were made; `edited` holds the count at each field's last edit. */
  edits: number;
  edited: Partial<Record<DraftField, number>>;
  /** When the read in `source` was asked: an older read shows nothing newer. */
  readAt: number;
  /** The edit count the form was last reconciled at: edits since are the person's, kept. */
  syncedAt: number;
  awaiting?: AwaitedReadBack;
  /** After a read-back: fields the service answered differently from an edit kept on screen. */
  differs: DraftField[];
  /** After a read-back: times the person cleared and the service kept. */
  kept: ClearedTime[];
}

/** What changes the session: the person's edits, a save the service took, and reads. */
export type DraftSessionEvent =
  | { type: 'read'; announcement: Announcement; askedAt: number }
  | { type: 'edit'; field: DraftField; value: DraftForm[DraftField] }
  | { type: 'restore'; form: DraftForm }
  | { type: 'saved'; sent: DraftForm; at: number; doneAt: number; clearedTimes: ClearedTime[] }
  | { type: 'reset' };

/** True when two values of a field are the same (fields hold strings, booleans and rows). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A read-back merged into what is on screen: each field the person did not edit since the
 * save (`at`) takes the read's value; each field they edited keeps theirs. A field is named
 * in `differs` where the person's edit is kept and the read answered other than what was sent.
 */
export function mergeReadBack(
  current: DraftForm,
  edited: Partial<Record<DraftField, number>>,
  at: number,
  sent: DraftForm,
  read: DraftForm,
): { form: DraftForm; differs: DraftField[] } {
  const form = { ...current } as Record<DraftField, unknown>;
  const differs: DraftField[] = [];
  for (const field of FIELDS) {
    const touched = (edited[field] ?? -1) >= at;
    if (!touched) {
      form[field] = read[field];
      continue;
    }
    if (!sameValue(read[field], sent[field]) && !sameValue(read[field], current[field])) {
      differs.push(field);
    }
  }
  return { form: form as unknown as DraftForm, differs };
}

/**
 * The session after an event (a reducer: pure, so any order of events can be tested).
 * - The first read starts the session. A read asked later (a retry, a read asked again) is
 *   merged (`mergeReadBack`): each field the person did not type in since the form was last
 *   reconciled takes the service's value, and the read becomes the baseline. An older read
 *   changes nothing. Before, such a read was dropped: a first read that was out of date held
 *   the form, and the next save sent its stale fields back over newer ones.
 * - A save the service took makes what it sent the baseline until its read-back (the read
 *   asked after it) comes: reads asked before then change nothing, as they may not show it, so
 *   a second save before then sends only when something changed since.
 * - The form is never rebuilt from a read once the session exists: what is typed stays.
 */
export function draftSession(
  session: DraftSession | undefined,
  event: DraftSessionEvent,
): DraftSession | undefined {
  if (event.type === 'reset') return undefined;
  if (event.type === 'read') {
    if (!session) {
      const form = draftToForm(event.announcement);
      return {
        form,
        baseline: form,
        source: event.announcement,
        edits: 0,
        edited: {},
        readAt: event.askedAt,
        syncedAt: 0,
        differs: [],
        kept: [],
      };
    }
    const waiting = session.awaiting;
    // Awaiting a read-back: a read asked before the service took the save may not show it.
    if (waiting ? event.askedAt < waiting.doneAt : event.askedAt <= session.readAt) return session;
    const read = draftToForm(event.announcement);
    const { form, differs } = mergeReadBack(
      session.form,
      session.edited,
      waiting?.at ?? session.syncedAt,
      waiting?.sent ?? session.baseline,
      read,
    );
    const merged = {
      ...session,
      form,
      baseline: read,
      source: event.announcement,
      readAt: event.askedAt,
    };
    // A read that answers no save leaves what the last save's notice said as it was.
    if (!waiting) return merged;
    return {
      ...merged,
      syncedAt: waiting.at,
      awaiting: undefined,
      differs,
      // Said only where the form took the service's time: an edit since is the person's.
      kept: keptTimes(waiting.clearedTimes, event.announcement).filter((field) =>
        sameValue(form[field], read[field]),
      ),
    };
  }
  if (!session) return session;
  if (event.type === 'edit') {
    return {
      ...session,
      form: { ...session.form, [event.field]: event.value },
      edits: session.edits + 1,
      edited: { ...session.edited, [event.field]: session.edits },
    };
  }
  if (event.type === 'restore') {
    // Input kept on the device from an earlier visit: every field it changes counts as edited.
    const edited = { ...session.edited };
    for (const field of FIELDS) {
      if (!sameValue(event.form[field], session.form[field])) edited[field] = session.edits;
    }
    return { ...session, form: event.form, edits: session.edits + 1, edited };
  }
  const { sent, at, doneAt, clearedTimes } = event;
  return {
    ...session,
    baseline: sent,
    awaiting: { sent, at, doneAt, clearedTimes },
    differs: [],
    kept: [],
  };
}
