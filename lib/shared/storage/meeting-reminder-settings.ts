import * as z from 'zod/mini';
import { defineValidatedItem } from './item';
import { readPolicyPreset, watchPreset } from './policy-preset';

/** The choices of the setting, in minutes before a meeting starts; 0 is off. */
export const REMINDER_CHOICES = [0, 1, 5, 10, 15] as const;

/** The default: 5 minutes before, as people who asked for a reminder expect one. */
const DEFAULT_MINUTES = 5;

const minutesSchema = z.union(REMINDER_CHOICES.map((choice) => z.literal(choice)));

/** The person's own choice, in `storage.local` (the options page writes it). */
export const meetingReminderSettings = defineValidatedItem<{ minutes: number }>(
  'local:meetingReminder',
  { schema: z.object({ minutes: minutesSchema }), fallback: { minutes: DEFAULT_MINUTES } },
);

/** The managed policy key that presets the setting (public/managed-schema.json). */
export const REMINDER_POLICY_KEY = 'meetingReminderMinutes';

/** The reminder setting in force, and whether the organisation decided it. */
export interface ReminderChoice {
  /** Minutes before the start; 0 is off. */
  minutes: number;
  /** True when a browser policy set it: the options page shows it locked. */
  managed: boolean;
  /** True when the policy's value is not one of the choices: ignored, and said. */
  policyIgnored?: boolean;
}

/** The setting in force: the organisation's policy when set, otherwise the person's choice. */
export async function reminderChoice(): Promise<ReminderChoice> {
  const [policy, own] = await Promise.all([
    readPolicyPreset(REMINDER_POLICY_KEY, minutesSchema),
    meetingReminderSettings.get(),
  ]);
  if (policy.value !== undefined) return { minutes: policy.value, managed: true };
  const choice = { minutes: own.minutes, managed: false };
  return policy.ignored ? { ...choice, policyIgnored: true } : choice;
}

/**
 * Calls back with the setting in force whenever the person's choice or the policy changes.
 * Returns the stop function.
 */
export function watchReminderChoice(callback: (choice: ReminderChoice) => void): () => void {
  return watchPreset(meetingReminderSettings, () => void reminderChoice().then(callback));
}
