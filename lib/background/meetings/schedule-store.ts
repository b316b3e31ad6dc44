import * as z from 'zod/mini';
import { defineValidatedItem } from '../../shared/storage/item';

/** Most reminders kept: the soonest; a calendar's next day fits many times over. */
export const MAX_REMINDERS = 20;

const reminderSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When the meeting starts and when its reminder is due (epoch ms). */
  start: z.number(),
  due: z.number(),
  /** When the one confirming `getevents` is sent: a random moment of the minute before `due`. */
  askAt: z.number(),
  /** `waiting`: not confirmed yet; `confirmed`: to show at `due`; `shown`: done for good. */
  state: z.enum(['waiting', 'confirmed', 'shown']),
  /** What the notification shows, from the confirming read (its first document, its link). */
  firstDocument: z.optional(z.string()),
  joinUrl: z.optional(z.string()),
});
/** One meeting's reminder. */
export type Reminder = z.infer<typeof reminderSchema>;

/** The schedule of one connection (`scope`). */
export interface Schedule {
  scope: string;
  reminders: Reminder[];
}

/**
 * The reminders' schedule, in `storage.local` so that a restarted worker or browser finds it
 * (the alarms are made again from it). Read entry by entry: a malformed reminder is dropped
 * alone, and the rest kept.
 */
export const meetingSchedule = defineValidatedItem<Schedule>('local:meetingSchedule', {
  read(value) {
    const record = z
      .object({ scope: z.string(), reminders: z.array(z.unknown()) })
      .safeParse(value);
    if (!record.success) return undefined;
    const reminders = record.data.reminders.flatMap((entry) => {
      const parsed = reminderSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return { scope: record.data.scope, reminders: reminders.slice(0, MAX_REMINDERS) };
  },
  fallback: { scope: '', reminders: [] },
});
