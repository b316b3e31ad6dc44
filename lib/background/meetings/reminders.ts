import { browser } from 'wxt/browser';
import type { FeedResult } from '../../shared/contract';
import { meetingsOf } from '../../shared/meetings';
import { serial } from '../../shared/serial';
import { reminderChoice } from '../../shared/storage/meeting-reminder-settings';
import { MAX_REMINDERS, meetingSchedule, type Reminder, type Schedule } from './schedule-store';

/** The alarm that sends a meeting's one confirming read: `meeting-ask:<event id>`. */
export const ASK_ALARM = 'meeting-ask:';
/** The alarm that shows a confirmed reminder at its time: `meeting-show:<event id>`. */
export const SHOW_ALARM = 'meeting-show:';

/**
 * How late a reminder may still be shown: an alarm armed under 30 s ahead fires up to 30 s
 * late in Chromium. Later than this (the browser was closed at the time), it is dropped unseen.
 */
const LATE_MS = 60_000;
/** The confirming read is sent at a random moment of this window before the reminder is due. */
const ASK_WINDOW_MS = 60_000;
const MINUTE = 60_000;

/** What the reminders need of the worker; injected, for tests. */
export interface ReminderDeps {
  now(): number;
  random(): number;
  /** The connection in use now (its `scope`). */
  scope(): Promise<string>;
  /** The one confirming read: `getevents` of this id (annotated), its results. */
  confirm(id: string): Promise<FeedResult[] | undefined>;
  /** Shows the reminder (a system notification). */
  show(reminder: Reminder): Promise<void>;
}

/** The meeting reminders: planned from reads the person's use made, confirmed once, shown once. */
export interface Reminders {
  /** Plans from a feed's or `getevents`' results read for `scope`; sends nothing. */
  plan(scope: string, results: readonly FeedResult[] | undefined): Promise<void>;
  /** Handles one of the reminders' alarms (others are ignored). */
  onAlarm(name: string): Promise<void>;
  /** Arms the alarms again after a browser start (drops what passed while it was closed). */
  restore(): Promise<void>;
  /** Applies a changed setting to the planned meetings (off clears them all). */
  retime(): Promise<void>;
}

/** Creates the reminders over the worker's clock, randomness, reads and notifications. */
export function createReminders(deps: ReminderDeps): Reminders {
  // One change of the schedule at a time: a plan, an alarm and a setting may come together.
  const inTurn = serial();

  const reminderFor = (id: string, title: string, start: number, minutes: number) => {
    const now = deps.now();
    const due = start - minutes * MINUTE;
    const from = Math.max(now, due - ASK_WINDOW_MS);
    const askAt = from + Math.floor(deps.random() * Math.max(0, due - from));
    return { id, title, start, due, askAt, state: 'waiting' as const };
  };

  /** Stores the schedule and makes the alarms match it: one per reminder still to act. */
  async function save(schedule: Schedule, before: readonly Reminder[]): Promise<void> {
    await meetingSchedule.set(schedule);
    const now = deps.now();
    for (const old of before) {
      const kept = schedule.reminders.find((reminder) => reminder.id === old.id);
      if (!kept || kept.askAt !== old.askAt || kept.state !== old.state) {
        await browser.alarms.clear(ASK_ALARM + old.id);
        await browser.alarms.clear(SHOW_ALARM + old.id);
      }
    }
    for (const reminder of schedule.reminders) {
      const old = before.find((entry) => entry.id === reminder.id);
      if (old && old.askAt === reminder.askAt && old.state === reminder.state) continue;
      if (reminder.state === 'waiting')
        await browser.alarms.create(ASK_ALARM + reminder.id, {
          when: Math.max(reminder.askAt, now),
        });
      if (reminder.state === 'confirmed')
        await browser.alarms.create(SHOW_ALARM + reminder.id, {
          when: Math.max(reminder.due, now),
        });
    }
  }

  async function current(): Promise<Schedule> {
    const stored = await meetingSchedule.get();
    const scope = await deps.scope();
    return stored.scope === scope ? stored : { scope, reminders: [] };
  }

  async function replace(id: string, change: (reminder: Reminder) => Reminder | undefined) {
    const schedule = await current();
    const before = (await meetingSchedule.get()).reminders;
    const reminders = schedule.reminders.flatMap((reminder) => {
      if (reminder.id !== id) return [reminder];
      const next = change(reminder);
      return next ? [next] : [];
    });
    await save({ ...schedule, reminders }, before);
  }

  /**
   * Shows a confirmed reminder once, in its time; never twice, never after the start. `awake`:
   * the worker has run since it confirmed it (a slow confirming read still shows it before the
   * start); otherwise (its alarm, maybe after a restart) it is not shown late either.
   */
  async function showDue(id: string, awake = false): Promise<void> {
    let shown: Reminder | undefined;
    await inTurn(() =>
      replace(id, (reminder) => {
        if (reminder.state !== 'confirmed') return reminder;
        const now = deps.now();
        if (now < reminder.due) return reminder; // The alarm stays for its time.
        if (now >= reminder.start || (!awake && now > reminder.due + LATE_MS)) return undefined;
        shown = { ...reminder, state: 'shown' };
        return shown;
      }),
    );
    // Marked shown before it is shown: a second alarm or a restart finds it done.
    if (shown) await deps.show(shown);
  }

  async function confirm(id: string): Promise<void> {
    const schedule = await current();
    const reminder = schedule.reminders.find((entry) => entry.id === id);
    if (reminder?.state !== 'waiting') return;
    const now = deps.now();
    if (now >= reminder.start || now > reminder.due + LATE_MS) {
      await inTurn(() => replace(id, () => undefined));
      return;
    }
    const results = await deps.confirm(id).catch(() => undefined);
    const meeting = results && meetingsOf(results).find((entry) => entry.id === id);
    const listed = results?.some((result) => result.primaryEntry.event?.id === id);
    const minutes = Math.round((reminder.start - reminder.due) / MINUTE);
    let confirmed = false;
    await inTurn(() =>
      replace(id, (kept) => {
        // Cancelled (the service no longer knows it) or no longer accepted: never reminded.
        if (results && (!listed || !meeting)) return undefined;
        // Planned anew meanwhile (the confirming read was planned from too): that plan stands.
        if (kept.state !== 'waiting' || kept.start !== reminder.start) return kept;
        if (meeting && meeting.start !== kept.start) {
          // Moved: reminded at its new time, asked about again then.
          const moved = reminderFor(id, meeting.title, meeting.start, minutes);
          return moved.due > deps.now() ? moved : undefined;
        }
        // A failed read leaves what the person's use read: the reminder is still shown.
        const attachments = meeting?.event.generatedAttachments ?? [];
        const document = attachments.flatMap((item) => item.documents ?? [])[0];
        confirmed = true;
        return {
          ...kept,
          title: meeting?.title ?? kept.title,
          state: 'confirmed',
          firstDocument: document?.title ?? document?.url,
          joinUrl: meeting?.event.conferenceData?.uri ?? kept.joinUrl,
        };
      }),
    );
    if (!confirmed) return;
    const wait = reminder.due - deps.now();
    // Alarms armed under 30 s ahead fire late in Chromium: the worker, awake now, times it too.
    if (wait <= 0) await showDue(id, true);
    else setTimeout(() => void showDue(id, true), wait);
  }

  return {
    plan: (scope, results) =>
      inTurn(async () => {
        const { minutes } = await reminderChoice();
        const stored = await meetingSchedule.get();
        const now = deps.now();
        const listed = new Set<string>();
        for (const result of results ?? []) {
          for (const entry of [result.primaryEntry, ...(result.secondaryEntries ?? [])])
            if (entry.event) listed.add(entry.event.id);
        }
        const mine = meetingsOf(results as FeedResult[] | undefined);
        let reminders = (stored.scope === scope ? stored.reminders : []).filter(
          (reminder) =>
            reminder.start > now &&
            (!listed.has(reminder.id) || mine.some((m) => m.id === reminder.id)),
        );
        if (minutes === 0) reminders = [];
        else {
          for (const meeting of mine) {
            const kept = reminders.find((reminder) => reminder.id === meeting.id);
            if (kept?.start === meeting.start) continue;
            reminders = reminders.filter((reminder) => reminder.id !== meeting.id);
            const planned = reminderFor(meeting.id, meeting.title, meeting.start, minutes);
            if (planned.due > now) reminders.push(planned);
          }
        }
        reminders.sort((a, b) => a.start - b.start);
        await save({ scope, reminders: reminders.slice(0, MAX_REMINDERS) }, stored.reminders);
      }),
    async onAlarm(name) {
      if (name.startsWith(ASK_ALARM)) await confirm(name.slice(ASK_ALARM.length));
      if (name.startsWith(SHOW_ALARM)) await showDue(name.slice(SHOW_ALARM.length));
    },
    restore: () =>
      inTurn(async () => {
        const stored = await meetingSchedule.get();
        const now = deps.now();
        const reminders = stored.reminders.filter(
          (reminder) => reminder.start > now && now <= reminder.due + LATE_MS,
        );
        // Every alarm made anew: the browser may have dropped them on restart.
        await save({ ...stored, reminders }, []);
      }),
    retime: () =>
      inTurn(async () => {
        const { minutes } = await reminderChoice();
        const stored = await meetingSchedule.get();
        const now = deps.now();
        const reminders =
          minutes === 0
            ? []
            : stored.reminders.flatMap((reminder) => {
                if (reminder.state === 'shown') return [reminder];
                const next = reminderFor(reminder.id, reminder.title, reminder.start, minutes);
                return next.due > now ? [next] : [];
              });
        await save({ ...stored, reminders }, stored.reminders);
      }),
  };
}
