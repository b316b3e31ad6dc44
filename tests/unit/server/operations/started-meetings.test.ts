import { describe, expect, it } from 'vitest';
import type { CalendarEvent, FeedResult } from '../../../../lib/shared/contract';
import { meetingsOf, ownAnswer } from '../../../../lib/shared/meetings';
import { authenticate } from '../../../../server/auth';
import { openDatabase } from '../../../../server/db/open';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { seedDemoData } from '../../../../server/demo/seed';
import { getevents } from '../../../../server/operations/events';
import { feed } from '../../../../server/operations/feed';
import { noteServiceStart } from '../../../../server/operations/started-meetings';

const STARTED = Date.parse('2026-11-23T08:03:00Z');
const MINUTE = 60_000;
const { db } = openDatabase(':memory:');
seedDemoData(db, STARTED - 3 * 24 * 60 * MINUTE);
noteServiceStart(db, STARTED);

function ctxAt(now: number, token = DEMO_TOKENS.user) {
  const caller = authenticate(db, { authorization: `Bearer ${token}` }, now);
  return { db, caller, origin: 'http://127.0.0.1:1', now, receivedAt: now };
}

function events(now: number, timezoneOffset: number): FeedResult[] {
  const answer = feed(ctxAt(now), {
    categories: ['EVENT'],
    requestOptions: { resultSize: 10, timezoneOffset },
  });
  return (answer.results ?? []) as FeedResult[];
}

const titled = (results: FeedResult[], title: string) =>
  results.find((result) => result.primaryEntry.title === title)?.primaryEntry.event as
    | CalendarEvent
    | undefined;

describe('the demo’s meetings, timed from the service’s start', () => {
  it('puts an accepted meeting 10 minutes after the start, and a tentative and a declined one', () => {
    const results = events(STARTED, 0);
    const soon = titled(results, 'Roadmap check-in');
    expect(soon?.time?.start).toBe(new Date(STARTED + 10 * MINUTE).toISOString());
    expect(ownAnswer(soon as CalendarEvent)).toBe('ACCEPTED');
    expect(ownAnswer(titled(results, 'Vendor demo: Initech') as CalendarEvent)).toBe('TENTATIVE');
    expect(ownAnswer(titled(results, 'Budget sync') as CalendarEvent)).toBe('DECLINED');
    // Only the accepted one is the person's meeting; it comes first, being the soonest.
    expect(meetingsOf(results)[0]?.event.id).toBe(soon?.id);
    expect(results[0]?.primaryEntry.title).toBe('Roadmap check-in');
  });

  it('carries the material within the hour before, in the feed, and not earlier', () => {
    const soon = titled(events(STARTED, 0), 'Roadmap check-in');
    expect(soon?.generatedAttachments?.[0]?.documents?.length).toBe(3);
    // The day-relative calendar's events of later days carry none in the feed.
    const later = events(STARTED, 0).filter(
      (result) => Date.parse(result.primaryEntry.event?.time?.start ?? '') > STARTED + 61 * MINUTE,
    );
    expect(later.length).toBeGreaterThan(0);
    for (const result of later)
      expect(result.primaryEntry.event?.generatedAttachments).toBeUndefined();
  });

  it('is the same instant in every timezone and in getevents', () => {
    const at = (offset: number) => titled(events(STARTED, offset), 'Roadmap check-in')?.time?.start;
    expect(at(60)).toBe(at(0));
    expect(at(-420)).toBe(at(0));
    const id = titled(events(STARTED, 0), 'Roadmap check-in')?.id as string;
    const byId = getevents(ctxAt(STARTED + 6 * MINUTE), { ids: [id], annotate: true });
    expect(byId.events?.[0]?.primaryEntry.event?.time?.start).toBe(at(0));
  });

  it('leaves the feed once the meeting has ended, and marks only the caller as `self`', () => {
    expect(titled(events(STARTED + 41 * MINUTE, 0), 'Roadmap check-in')).toBeUndefined();
    const soon = titled(events(STARTED, 0), 'Roadmap check-in');
    expect(soon?.attendees?.people?.filter((attendee) => attendee.self)).toHaveLength(1);
  });
});
