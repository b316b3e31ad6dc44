import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import {
  meetingReminderSettings,
  type ReminderChoice,
  reminderChoice,
  watchReminderChoice,
} from '../../shared/storage/meeting-reminder-settings';

/** The meeting reminder setting, as the options page shows it. */
export interface ReminderSettingController {
  /** Undefined until read. */
  choice?: ReminderChoice;
  /** Why the last change could not be stored, in words. */
  problem?: string;
  /** Stores the person's choice (0 is off); the worker applies it to the planned reminders. */
  set(minutes: number): void;
}

/**
 * Reads the setting in force (the policy's when set) and follows its changes; a change is
 * stored before it shows, so what the list shows is what is kept.
 */
export function useReminderSetting(): ReminderSettingController {
  const [choice, setChoice] = useState<ReminderChoice>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    void reminderChoice().then(setChoice);
    return watchReminderChoice(setChoice);
  }, []);
  return {
    choice,
    problem,
    set(minutes) {
      setProblem(undefined);
      meetingReminderSettings.set({ minutes }).catch((error: unknown) => {
        setProblem(t('remindersOptionsSaveFailed', toApiError(error).message));
      });
    },
  };
}
