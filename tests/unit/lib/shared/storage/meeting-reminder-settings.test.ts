import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  meetingReminderSettings,
  REMINDER_POLICY_KEY,
  reminderChoice,
} from '../../../../../lib/shared/storage/meeting-reminder-settings';

beforeEach(() => fakeBrowser.reset());

function policy(values: Record<string, unknown> | Error) {
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockImplementation((async () => {
    if (values instanceof Error) throw values;
    return values;
  }) as never);
}

describe('the meeting reminder setting', () => {
  it('is 5 minutes until the person chooses, and reads a malformed value as 5', async () => {
    policy(new Error('Managed storage is not available'));
    expect(await reminderChoice()).toEqual({ minutes: 5, managed: false });
    await meetingReminderSettings.set({ minutes: 0 });
    expect(await reminderChoice()).toEqual({ minutes: 0, managed: false });
    await fakeBrowser.storage.local.set({ meetingReminder: { minutes: 7 } });
    expect(await reminderChoice()).toEqual({ minutes: 5, managed: false });
  });

  it('takes the policy’s value over the person’s and marks it managed (locked)', async () => {
    await meetingReminderSettings.set({ minutes: 15 });
    policy({ [REMINDER_POLICY_KEY]: 0 });
    expect(await reminderChoice()).toEqual({ minutes: 0, managed: true });
    policy({ [REMINDER_POLICY_KEY]: 10 });
    expect(await reminderChoice()).toEqual({ minutes: 10, managed: true });
  });

  it('ignores a policy value that is not a choice, and says so', async () => {
    await meetingReminderSettings.set({ minutes: 1 });
    for (const value of [3, '5', true, -1]) {
      policy({ [REMINDER_POLICY_KEY]: value });
      expect(await reminderChoice()).toEqual({ minutes: 1, managed: false, policyIgnored: true });
    }
  });
});
