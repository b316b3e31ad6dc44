import { t } from '../../lib/shared/i18n';
import {
  REMINDER_CHOICES,
  REMINDER_POLICY_KEY,
} from '../../lib/shared/storage/meeting-reminder-settings';
import type { ReminderSettingController } from '../../lib/ui/hooks/use-reminder-setting';
import { NoticeBanner } from '../ui/notice-banner';

/** The id of the setting's list: also the policy key that presets it (the e2e test reads it). */
const FIELD_ID = REMINDER_POLICY_KEY;

function label(minutes: number): string {
  if (minutes === 0) return t('remindersOptionsOff');
  return minutes === 1 ? t('remindersOptionsOneMinute') : t('remindersOptionsMinutes', [minutes]);
}

/**
 * The meeting reminder: off or 1, 5, 10, 15 minutes before. A policy's value shows locked,
 * marked "Set by your organisation", like the other preset settings.
 */
export function RemindersSection({ reminders }: { reminders: ReminderSettingController }) {
  const { choice, problem } = reminders;
  return (
    <section aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('remindersOptionsHeading')}</h2>
      {choice?.policyIgnored && (
        <NoticeBanner
          notice={{ tone: 'warning', message: t('remindersPolicyIgnored', FIELD_ID) }}
        />
      )}
      <div class="wk-field">
        <label for={FIELD_ID}>
          {t('remindersOptionsLabel')}
          {choice?.managed && <span class="wk-managed">{t('optionsManaged')}</span>}
        </label>
        <select
          id={FIELD_ID}
          class="wk-input"
          value={String(choice?.minutes ?? 5)}
          disabled={!choice || choice.managed}
          aria-describedby={`${FIELD_ID}-hint`}
          onChange={(event) => reminders.set(Number(event.currentTarget.value))}
        >
          {REMINDER_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {label(minutes)}
            </option>
          ))}
        </select>
        <small
          id={`${FIELD_ID}-hint`}
          class={problem ? 'wk-field__error' : 'wk-field__hint'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? t('remindersOptionsHint')}
        </small>
      </div>
    </section>
  );
}
