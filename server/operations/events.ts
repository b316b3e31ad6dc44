import type { Database } from 'better-sqlite3';
import type {
  CalendarEvent,
  FeedResult,
  OperationRequest,
  OperationResponse,
} from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { serviceStartedAt } from './started-meetings';
import { documentUrl, documentView, findDocument, fromJson, personById } from '../views';

/** A row of the events table (times relative to the start of "today"). */
export interface EventRow {
  id: string;
  title: string;
  day_offset: number;
  start_minute: number;
  duration_minutes: number;
  location: string;
  description: string;
  conference_uri: string | null;
  organizer_id: string;
  attendees: string;
  related_documents: string;
  /** Minutes after the service started (the demo's meetings), or null: day-relative. */
  starts_after_minutes?: number | null;
}

const MINUTE = 60_000;

/** Midnight of the caller's "today", for a timezone offset in minutes east of UTC. */
export function startOfDay(now: number, timezoneOffsetMinutes: number): number {
  const local = now + timezoneOffsetMinutes * MINUTE;
  return local - (local % (1440 * MINUTE)) - timezoneOffsetMinutes * MINUTE;
}

/** The event's start and end in epoch milliseconds. */
export function eventTimes(
  db: Database,
  row: EventRow,
  dayStart: number,
): { start: number; end: number } {
  const start =
    row.starts_after_minutes === null || row.starts_after_minutes === undefined
      ? dayStart + (row.day_offset * 1440 + row.start_minute) * MINUTE
      : serviceStartedAt(db) + row.starts_after_minutes * MINUTE;
  return { start, end: start + row.duration_minutes * MINUTE };
}

/** How far ahead the feed relates material to an event: the hour before it, and while it runs. */
const PREPARE_WINDOW_MS = 60 * MINUTE;

/** True when the feed annotates the event at `now` (it starts within the hour or is under way). */
export function preparedInFeed(
  db: Database,
  row: EventRow,
  dayStart: number,
  now: number,
): boolean {
  const { start, end } = eventTimes(db, row, dayStart);
  return start - now <= PREPARE_WINDOW_MS && end > now;
}

function eventView(
  ctx: RequestContext,
  row: EventRow,
  dayStart: number,
  annotate: boolean,
): CalendarEvent {
  const { start, end } = eventTimes(ctx.db, row, dayStart);
  const attendees = fromJson<{ id: string; status: string }[]>(row.attendees);
  const count = (status: string) =>
    attendees.filter((attendee) => attendee.status === status).length;
  const event: CalendarEvent = {
    id: row.id,
    url: `${ctx.origin}/calendar/${row.id}`,
    time: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
    eventType: 'DEFAULT',
    location: row.location,
    description: row.description,
    datasource: 'gcal',
    hasTranscript: false,
    attendees: {
      people: attendees.map((attendee) => ({
        person: personById(ctx.db, attendee.id, ctx.origin, true),
        isOrganizer: attendee.id === row.organizer_id,
        isInGroup: false,
        responseStatus: attendee.status,
        // The caller, as calendars mark them (Google Calendar's `self`): beyond the seed's
        // shape, it tells the extension the person's own answer (issue 44).
        ...(attendee.id === ctx.caller.person.id ? { self: true } : {}),
      })),
      isLimit: false,
      total: attendees.length,
      numAccepted: count('ACCEPTED'),
      numDeclined: count('DECLINED'),
      numNoResponse: count('NO_RESPONSE'),
      numTentative: count('TENTATIVE'),
    },
  };
  if (row.conference_uri)
    event.conferenceData = {
      provider: 'ZOOM',
      uri: row.conference_uri,
      source: 'NATIVE_CONFERENCE',
    };
  if (annotate) {
    const documents = fromJson<string[]>(row.related_documents)
      .map((id) => findDocument(ctx.db, id))
      .filter((document) => document !== undefined)
      .map((document) => documentView(ctx.db, document, ctx.origin));
    event.generatedAttachments = [
      { strategyName: 'RELATED_DOCUMENTS', documents },
      { strategyName: 'ORGANIZER', person: personById(ctx.db, row.organizer_id, ctx.origin, true) },
      {
        strategyName: 'LINKS',
        externalLinks: documents.slice(0, 1).map((document) => ({
          name: `Agenda: ${document.title}`,
          url: document.url ?? documentUrl(ctx.origin, ''),
        })),
      },
    ];
  }
  return event;
}

/** An event as a feed result. */
export function eventResult(
  ctx: RequestContext,
  row: EventRow,
  dayStart: number,
  annotate: boolean,
): FeedResult {
  const event = eventView(ctx, row, dayStart, annotate);
  return {
    category: 'EVENT',
    primaryEntry: {
      entryId: `event-${row.id}`,
      title: row.title,
      viewUrl: event.url,
      justificationType: 'EVENT',
      event,
    },
  };
}

/** Reads one event by id, or undefined. */
export function findEvent(db: Database, id: string): EventRow | undefined {
  return statement(db, 'SELECT * FROM events WHERE id = ?').get(id) as EventRow | undefined;
}

/** The asked-for events as feed results; unknown ids are left out. */
export function getevents(
  ctx: RequestContext,
  request: OperationRequest<'getevents'>,
): OperationResponse<'getevents'> {
  const dayStart = startOfDay(ctx.now, 0);
  const events = request.ids
    .map((id) => findEvent(ctx.db, id))
    .filter((row) => row !== undefined)
    .map((row) => eventResult(ctx, row, dayStart, request.annotate === true));
  return { events };
}
