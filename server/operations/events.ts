import type { Database } from 'better-sqlite3';
import type {
  CalendarEvent,
  FeedResult,
  OperationRequest,
  OperationResponse,
} from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
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
}

const MINUTE = 60_000;

/** Midnight of the caller's "today", for a timezone offset in minutes east of UTC. */
export function startOfDay(now: number, timezoneOffsetMinutes: number): number {
  const local = now + timezoneOffsetMinutes * MINUTE;
  return local - (local % (1440 * MINUTE)) - timezoneOffsetMinutes * MINUTE;
}

/** The event's start and end in epoch milliseconds. */
function eventTimes(row: EventRow, dayStart: number): { start: number; end: number } {
  const start = dayStart + (row.day_offset * 1440 + row.start_minute) * MINUTE;
  return { start, end: start + row.duration_minutes * MINUTE };
}

function eventView(
  ctx: RequestContext,
  row: EventRow,
  dayStart: number,
  annotate: boolean,
): CalendarEvent {
  const { start, end } = eventTimes(row, dayStart);
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
