import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  ASK_ALARM,
  createReminders,
  type Reminders,
  SHOW_ALARM,
} from '../../../../../lib/background/meetings/reminders';
import type { Reminder } from '../../../../../lib/background/meetings/schedule-store';
import type { FeedResult } from '../../../../../lib/shared/contract';
import { meetingReminderSettings } from '../../../../../lib/shared/storage/meeting-reminder-settings';

const MINUTE = 60_000;
const SCOPE = 'scope-1';
/** The test day's clock: Thursday 2026-11-26, 09:00 UTC. */
const NINE = Date.parse('2026-11-26T09:00:00Z');

/** An event the person answered `answer` (or organises), from `start` for `minutes`. */
function event(
  id: string,
  start: string,
  answer: string,
  options: { minutes?: number; organizer?: boolean; title?: string } = {},
): FeedResult {
  const begin = Date.parse(start);
  return {
    category: 'EVENT',
    primaryEntry: {
      title: options.title ?? `Meeting ${id}`,
      event: {
        id,
        url: `https://kb.example/calendar/${id}`,
        time: { start, end: new Date(begin + (options.minutes ?? 30) * MINUTE).toISOString() },
        conferenceData: { uri: `https://zoom.example/j/${id}` },
        attendees: {
          people: [
            {
              self: true,
              isOrganizer: options.organizer,
              responseStatus: answer,
              person: { name: 'Alex', obfuscatedId: 'p-alex' },
            },
          ],
        },
        generatedAttachments: [
          { strategyName: 'RELATED_DOCUMENTS', documents: [{ id: 'D1', title: 'Agenda' }] },
        ],
      },
    },
  };
}

let reminders: Reminders;
let asked: string[];
let shown: Reminder[];
/** What the service answers to the confirming `getevents` (by id); absent: cancelled. */
let service: Map<string, FeedResult>;
let random = 0.5;

function build() {
  reminders = createReminders({
    now: Date.now,
    random: () => random,
    scope: async () => SCOPE,
    async confirm(id) {
      asked.push(id);
      const found = service.get(id);
      return found ? [found] : [];
    },
    async show(reminder) {
      shown.push(reminder);
    },
  });
}

/** Fires the alarms that are due, as the browser does, and lets their work finish. */
async function live(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 1000) {
    await vi.advanceTimersByTimeAsync(1000);
    for (const alarm of await fakeBrowser.alarms.getAll()) {
      if (alarm.scheduledTime > Date.now()) continue;
      await fakeBrowser.alarms.clear(alarm.name);
      await reminders.onAlarm(alarm.name);
    }
  }
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NINE });
  asked = [];
  shown = [];
  service = new Map();
  random = 0.5;
  build();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('meeting reminders', () => {
  it('plans without a request, asks once in the minute before, and shows once at its time', async () => {
    const meeting = event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED');
    service.set('EV1', meeting);
    await reminders.plan(SCOPE, [meeting]);
    expect(asked).toEqual([]);
    const [alarm] = await fakeBrowser.alarms.getAll();
    // Due 09:25 (5 minutes, the default); asked at a random moment of 09:24–09:25.
    expect(alarm?.name).toBe(`${ASK_ALARM}EV1`);
    expect(alarm?.scheduledTime).toBe(Date.parse('2026-11-26T09:24:30Z'));
    await live(24 * MINUTE + 29_000);
    expect(asked).toEqual([]);
    await live(2000);
    expect(asked).toEqual(['EV1']);
    expect(shown).toEqual([]);
    await live(31_000);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: 'EV1', firstDocument: 'Agenda', state: 'shown' });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse('2026-11-26T09:25:00Z'));
    // Planned again from a later feed: at most one per meeting.
    await reminders.plan(SCOPE, [meeting]);
    await live(5 * MINUTE);
    expect(asked).toEqual(['EV1']);
    expect(shown).toHaveLength(1);
  });

  it('spreads the confirming read over the whole minute before the reminder', async () => {
    const times: number[] = [];
    for (const value of [0, 0.25, 0.999]) {
      fakeBrowser.reset();
      fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
      random = value;
      build();
      await reminders.plan(SCOPE, [event('EV1', '2026-11-26T10:00:00Z', 'ACCEPTED')]);
      times.push((await fakeBrowser.alarms.getAll())[0]?.scheduledTime ?? 0);
    }
    const due = Date.parse('2026-11-26T09:55:00Z');
    expect(times.map((time) => (due - time) / 1000)).toEqual([60, 45, 0.06]);
  });

  it('never reminds of declined, tentative, unanswered, all-day or out-of-office events', async () => {
    const allDay = event('EV5', '2026-11-26', 'ACCEPTED');
    const outOfOffice = event('EV6', '2026-11-26T11:00:00Z', 'ACCEPTED');
    (outOfOffice.primaryEntry.event as { eventType?: string }).eventType = 'OUT_OF_OFFICE';
    const unknown = event('EV7', '2026-11-26T11:00:00Z', 'ACCEPTED');
    delete unknown.primaryEntry.event?.attendees?.people?.[0]?.self;
    await reminders.plan(SCOPE, [
      event('EV2', '2026-11-26T10:00:00Z', 'DECLINED'),
      event('EV3', '2026-11-26T10:00:00Z', 'TENTATIVE'),
      event('EV4', '2026-11-26T10:00:00Z', 'NO_RESPONSE'),
      allDay,
      outOfOffice,
      unknown,
      event('EV8', '2026-11-26T08:30:00Z', 'ACCEPTED'),
    ]);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    await live(3 * 60 * MINUTE);
    expect([asked, shown]).toEqual([[], []]);
  });

  it('reminds of a meeting the person organises', async () => {
    await reminders.plan(SCOPE, [
      event('EV9', '2026-11-26T10:00:00Z', 'NO_RESPONSE', { organizer: true }),
    ]);
    expect((await fakeBrowser.alarms.getAll()).map((alarm) => alarm.name)).toEqual([
      `${ASK_ALARM}EV9`,
    ]);
  });

  it('follows a meeting moved in the feed, and one moved when asked', async () => {
    await reminders.plan(SCOPE, [event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED')]);
    await reminders.plan(SCOPE, [event('EV1', '2026-11-26T10:00:00Z', 'ACCEPTED')]);
    expect((await fakeBrowser.alarms.getAll())[0]?.scheduledTime).toBe(
      Date.parse('2026-11-26T09:54:30Z'),
    );
    // At 09:54:30 the service says it moved again, to 10:30: reminded at 10:25, not now.
    service.set('EV1', event('EV1', '2026-11-26T10:30:00Z', 'ACCEPTED'));
    await live(56 * MINUTE);
    expect(asked).toEqual(['EV1']);
    expect(shown).toEqual([]);
    await live(30 * MINUTE);
    expect(asked).toEqual(['EV1', 'EV1']);
    expect(shown.map((reminder) => reminder.start)).toEqual([Date.parse('2026-11-26T10:30:00Z')]);
  });

  it('never reminds of a meeting cancelled or declined since it was read', async () => {
    await reminders.plan(SCOPE, [
      event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED'),
      event('EV2', '2026-11-26T09:30:00Z', 'ACCEPTED'),
      event('EV3', '2026-11-26T09:40:00Z', 'ACCEPTED'),
    ]);
    // EV1 is cancelled (the service no longer knows it), EV2 declined when asked.
    service.set('EV2', event('EV2', '2026-11-26T09:30:00Z', 'DECLINED'));
    // EV3 is declined in a later feed: dropped without a request.
    await reminders.plan(SCOPE, [event('EV3', '2026-11-26T09:40:00Z', 'DECLINED')]);
    await live(60 * MINUTE);
    expect(asked.sort()).toEqual(['EV1', 'EV2']);
    expect(shown).toEqual([]);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });

  it('keeps its schedule over a restart, and does not show late what passed while closed', async () => {
    await reminders.plan(SCOPE, [
      event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED'),
      event('EV2', '2026-11-26T11:00:00Z', 'ACCEPTED'),
    ]);
    // The browser closes at 09:10 (its alarms are gone) and starts again at 10:00.
    await fakeBrowser.alarms.clearAll();
    vi.setSystemTime(Date.parse('2026-11-26T10:00:00Z'));
    build();
    await reminders.restore();
    expect((await fakeBrowser.alarms.getAll()).map((alarm) => alarm.name)).toEqual([
      `${ASK_ALARM}EV2`,
    ]);
    service.set('EV2', event('EV2', '2026-11-26T11:00:00Z', 'ACCEPTED'));
    await live(60 * MINUTE);
    expect(asked).toEqual(['EV2']);
    expect(shown.map((reminder) => reminder.id)).toEqual(['EV2']);
  });

  it('drops a reminder whose alarm fires after the browser was closed through its time', async () => {
    await reminders.plan(SCOPE, [event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED')]);
    vi.setSystemTime(Date.parse('2026-11-26T09:28:00Z'));
    await reminders.onAlarm(`${ASK_ALARM}EV1`);
    expect([asked, shown]).toEqual([[], []]);
  });

  it('sends nothing and plans nothing with reminders off, and clears them when turned off', async () => {
    await reminders.plan(SCOPE, [event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED')]);
    await meetingReminderSettings.set({ minutes: 0 });
    await reminders.retime();
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    await reminders.plan(SCOPE, [event('EV2', '2026-11-26T10:30:00Z', 'ACCEPTED')]);
    await live(2 * 60 * MINUTE);
    expect([asked, shown]).toEqual([[], []]);
  });

  it('moves planned reminders to a new setting, and follows the policy over the person', async () => {
    await reminders.plan(SCOPE, [event('EV1', '2026-11-26T10:00:00Z', 'ACCEPTED')]);
    await meetingReminderSettings.set({ minutes: 15 });
    await reminders.retime();
    expect((await fakeBrowser.alarms.getAll())[0]?.scheduledTime).toBe(
      Date.parse('2026-11-26T09:44:30Z'),
    );
    fakeBrowser.storage.managed.get = vi.fn(async () => ({ meetingReminderMinutes: 1 })) as never;
    await reminders.retime();
    expect((await fakeBrowser.alarms.getAll())[0]?.scheduledTime).toBe(
      Date.parse('2026-11-26T09:58:30Z'),
    );
  });

  it('counts in instants, not wall-clock minutes, across a DST change and time zones', async () => {
    // Europe/Berlin jumps from 02:00 CET to 03:00 CEST on 2026-03-29: a meeting at 03:02 CEST
    // is reminded at 01:57 CET, 5 real minutes before (wall-clock arithmetic says 02:57).
    vi.setSystemTime(Date.parse('2026-03-29T01:00:00+01:00'));
    service.set('EV1', event('EV1', '2026-03-29T03:02:00+02:00', 'ACCEPTED'));
    await reminders.plan(SCOPE, [event('EV1', '2026-03-29T03:02:00+02:00', 'ACCEPTED')]);
    await live(58 * MINUTE);
    expect(shown[0]?.due).toBe(Date.parse('2026-03-29T01:57:00+01:00'));
    // The same instant written in another zone is the same meeting: not moved, not asked again.
    vi.setSystemTime(NINE);
    await reminders.plan(SCOPE, [event('EV2', '2026-11-26T05:00:00-05:00', 'ACCEPTED')]);
    const first = await fakeBrowser.alarms.getAll();
    await reminders.plan(SCOPE, [event('EV2', '2026-11-26T11:00:00+01:00', 'ACCEPTED')]);
    expect(await fakeBrowser.alarms.getAll()).toEqual(first);
    expect(first.map((alarm) => alarm.name)).toEqual([`${ASK_ALARM}EV2`]);
  });

  it('forgets another connection’s schedule', async () => {
    await reminders.plan('other-scope', [event('EV1', '2026-11-26T09:30:00Z', 'ACCEPTED')]);
    await reminders.plan(SCOPE, []);
    await live(40 * MINUTE);
    expect([asked, shown]).toEqual([[], []]);
    expect(
      (await fakeBrowser.alarms.getAll()).filter((a) => a.name.startsWith(SHOW_ALARM)),
    ).toEqual([]);
  });
});
