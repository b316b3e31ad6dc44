import type { CalendarEvent, FeedEntry, FeedResult } from './contract';

/**
 * Meetings as the extension reads them from the feed and from `getevents`: which are the
 * person's own (accepted or organised), when they start, and which one is next. Pure functions
 * of the events and the clock, shared by the popup's card and the worker's reminders, so both
 * agree on which meeting counts.
 */

/** A meeting the person accepted or organises, with its times in epoch milliseconds. */
export interface Meeting {
  id: string;
  title: string;
  start: number;
  end: number;
  event: CalendarEvent;
}

/** How far ahead the card shows a meeting: within the next hour, or while it is under way. */
const CARD_WINDOW_MS = 60 * 60_000;

/** The person's own answer to an event, or undefined when the service does not say who asks. */
export function ownAnswer(event: CalendarEvent): 'organizer' | string | undefined {
  const self = event.attendees?.people?.find((attendee) => attendee.self === true);
  if (!self) return undefined;
  if (self.isOrganizer) return 'organizer';
  return self.responseStatus ?? 'NO_RESPONSE';
}

/** True for an all-day event: a start with no time of day (RFC 3339 date), or 24 hours or more. */
function allDay(event: CalendarEvent, start: number, end: number): boolean {
  return !event.time?.start?.includes('T') || end - start >= 24 * 60 * 60_000;
}

/**
 * The entry as a meeting of the person's own, or undefined: declined, tentative, unanswered,
 * all-day, out-of-office events, events whose times cannot be read, and events whose asker the
 * service does not name are none.
 */
export function asMeeting(entry: FeedEntry): Meeting | undefined {
  const event = entry.event;
  if (!event?.time?.start || event.eventType === 'OUT_OF_OFFICE') return undefined;
  const answer = ownAnswer(event);
  if (answer !== 'organizer' && answer !== 'ACCEPTED') return undefined;
  const start = Date.parse(event.time.start);
  const end = event.time.end ? Date.parse(event.time.end) : start;
  if (!Number.isFinite(start) || !Number.isFinite(end) || allDay(event, start, end)) {
    return undefined;
  }
  return { id: event.id, title: entry.title, start, end: Math.max(start, end), event };
}

/** Every meeting of the person's own among results (a feed's or `getevents`'), soonest first. */
export function meetingsOf(results: readonly FeedResult[] | undefined): Meeting[] {
  const found = new Map<string, Meeting>();
  for (const result of results ?? []) {
    for (const entry of [result.primaryEntry, ...(result.secondaryEntries ?? [])]) {
      const meeting = asMeeting(entry);
      if (meeting && !found.has(meeting.id)) found.set(meeting.id, meeting);
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/**
 * The meeting the card shows at `now`: the one asked for by id (a reminder's Prepare) while it
 * has not ended, otherwise the first under way or starting within the next hour.
 */
export function nextMeeting<T extends Pick<Meeting, 'id' | 'start' | 'end'>>(
  meetings: readonly T[],
  now: number,
  wanted?: string,
): T | undefined {
  const current = meetings.filter((meeting) => meeting.end > now || meeting.start > now);
  return (
    current.find((meeting) => meeting.id === wanted) ??
    current.find((meeting) => meeting.start <= now + CARD_WINDOW_MS)
  );
}

/** Who accepted, out of how many attendees (the service's counts, else the list's). */
export function acceptedCount(event: CalendarEvent): { accepted: number; total: number } {
  const people = event.attendees?.people ?? [];
  const listed = people.filter((attendee) => attendee.responseStatus === 'ACCEPTED').length;
  return {
    accepted: event.attendees?.numAccepted ?? listed,
    total: event.attendees?.total ?? people.length,
  };
}
