import { describe, expect, it } from 'vitest';
import type { FeedEntry, FeedResult } from '../../../../lib/shared/contract';
import {
  acceptedCount,
  asMeeting,
  meetingsOf,
  nextMeeting,
  ownAnswer,
} from '../../../../lib/shared/meetings';

const entry = (id: string, start: string, answer?: string, end?: string): FeedEntry => ({
  title: `Meeting ${id}`,
  event: {
    id,
    url: `https://kb.example/calendar/${id}`,
    time: { start, end: end ?? new Date(Date.parse(start) + 30 * 60_000).toISOString() },
    attendees: {
      people: [
        { responseStatus: 'ACCEPTED', person: { name: 'Sam', obfuscatedId: 'p-sam' } },
        ...(answer
          ? [{ self: true, responseStatus: answer, person: { name: 'Alex', obfuscatedId: 'p-a' } }]
          : []),
      ],
      total: 2,
    },
  },
});
const result = (primaryEntry: FeedEntry): FeedResult => ({ category: 'EVENT', primaryEntry });

describe('which meetings are the person’s own', () => {
  it('counts accepted and organised meetings only', () => {
    expect(asMeeting(entry('A', '2026-11-26T10:00:00Z', 'ACCEPTED'))?.id).toBe('A');
    for (const answer of ['DECLINED', 'TENTATIVE', 'NO_RESPONSE', 'SOMETHING_NEW', undefined])
      expect(asMeeting(entry('B', '2026-11-26T10:00:00Z', answer))).toBeUndefined();
    const organised = entry('C', '2026-11-26T10:00:00Z', 'NO_RESPONSE');
    const self = organised.event?.attendees?.people?.[1];
    if (self) self.isOrganizer = true;
    expect(ownAnswer(organised.event as never)).toBe('organizer');
    expect(asMeeting(organised)?.id).toBe('C');
  });

  it('leaves out all-day events and events with unreadable times', () => {
    expect(asMeeting(entry('D', '2026-11-26', 'ACCEPTED', '2026-11-27'))).toBeUndefined();
    const day = entry('E', '2026-11-26T00:00:00Z', 'ACCEPTED', '2026-11-27T00:00:00Z');
    expect(asMeeting(day)).toBeUndefined();
    expect(asMeeting(entry('F', 'tomorrow', 'ACCEPTED', 'later'))).toBeUndefined();
  });

  it('reads the same instant in any time zone, and lists each meeting once, soonest first', () => {
    const list = meetingsOf([
      result(entry('G', '2026-11-26T11:00:00+01:00', 'ACCEPTED')),
      {
        ...result(entry('H', '2026-11-26T05:00:00-05:00', 'ACCEPTED')),
        secondaryEntries: [entry('G', '2026-11-26T10:00:00Z', 'ACCEPTED')],
      },
    ]);
    expect(list.map((meeting) => [meeting.id, meeting.start])).toEqual([
      ['G', Date.parse('2026-11-26T10:00:00Z')],
      ['H', Date.parse('2026-11-26T10:00:00Z')],
    ]);
  });
});

describe('the meeting the card shows', () => {
  const now = Date.parse('2026-11-26T09:00:00Z');
  const meetings = meetingsOf([
    result(entry('soon', '2026-11-26T09:40:00Z', 'ACCEPTED')),
    result(entry('later', '2026-11-26T11:00:00Z', 'ACCEPTED')),
  ]);

  it('is the first one under way or within the hour', () => {
    expect(nextMeeting(meetings, now)?.id).toBe('soon');
    expect(nextMeeting(meetings, Date.parse('2026-11-26T09:55:00Z'))?.id).toBe('soon');
    expect(nextMeeting(meetings, Date.parse('2026-11-26T10:05:00Z'))?.id).toBe('soon');
    expect(nextMeeting(meetings, Date.parse('2026-11-26T10:15:00Z'))?.id).toBe('later');
    expect(nextMeeting(meetings.slice(1), now)).toBeUndefined();
  });

  it('is the one a reminder asked for, until it ends', () => {
    expect(nextMeeting(meetings, now, 'later')?.id).toBe('later');
    expect(nextMeeting(meetings, Date.parse('2026-11-26T11:30:00Z'), 'later')).toBeUndefined();
  });

  it('says who accepted out of how many', () => {
    expect(acceptedCount(meetings[0]?.event as never)).toEqual({ accepted: 2, total: 2 });
  });
});
