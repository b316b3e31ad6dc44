import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  registerReminderClicks,
  showReminder,
} from '../../../../../lib/background/meetings/reminder-notice';
import { meetingSchedule } from '../../../../../lib/background/meetings/schedule-store';
import { meetingFocus } from '../../../../../lib/shared/storage/meeting-focus';
import { stubI18n } from '../../../../support/i18n-stub';

const START = Date.parse('2026-11-26T10:00:00Z');
const reminder = {
  id: 'EV1',
  title: 'Roadmap check-in',
  start: START,
  due: START - 5 * 60_000,
  askAt: START - 5.5 * 60_000,
  state: 'shown' as const,
  firstDocument: 'Agenda',
  joinUrl: 'https://zoom.example/j/1',
};

beforeEach(async () => {
  fakeBrowser.reset();
  stubI18n();
  await meetingSchedule.set({ scope: 's', reminders: [reminder] });
});

describe("a meeting reminder's notification", () => {
  it('shows the title, the time, the first document, and Prepare then Join (Chromium)', async () => {
    await showReminder(reminder, reminder.due);
    const shown = fakeBrowser.notifications.getAllCreateOptions()['meeting:EV1'];
    expect(shown).toMatchObject({ title: 'Roadmap check-in' });
    expect(shown?.message).toMatch(/^Starts at .+ \(in 5 min\)\nRelated: Agenda$/);
    expect(shown?.buttons).toEqual([{ title: 'Prepare' }, { title: 'Join' }]);
  });

  it('has no buttons in Firefox, where a click prepares', async () => {
    (fakeBrowser.runtime as unknown as { getBrowserInfo: unknown }).getBrowserInfo = vi.fn();
    await showReminder({ ...reminder, joinUrl: undefined }, reminder.due);
    expect(fakeBrowser.notifications.getAllCreateOptions()['meeting:EV1']?.buttons).toBeUndefined();
  });

  it('Prepare opens the side panel in the click’s own turn, on that meeting', async () => {
    const open = vi.fn(async () => {});
    (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = { open };
    registerReminderClicks();
    await fakeBrowser.notifications.onButtonClicked.trigger('meeting:EV1', 0);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await meetingFocus.get())?.id).toBe('EV1'));
  });

  it('opens the popup’s page in a tab where the side panel cannot open', async () => {
    (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = {
      open: vi.fn(async () => {
        throw new Error('sidePanel.open() may only be called in response to a user gesture.');
      }),
    };
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    registerReminderClicks();
    await fakeBrowser.notifications.onClicked.trigger('meeting:EV1');
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/\/popup\.html$/) }),
    );
  });

  it('Join opens the meeting’s link, and only an http(s) one', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    registerReminderClicks();
    await fakeBrowser.notifications.onButtonClicked.trigger('meeting:EV1', 1);
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith({ url: 'https://zoom.example/j/1' }),
    );
    create.mockClear();
    await meetingSchedule.set({
      scope: 's',
      reminders: [{ ...reminder, joinUrl: 'javascript:alert(1)' }],
    });
    await fakeBrowser.notifications.onButtonClicked.trigger('meeting:EV1', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();
  });
});

describe('a reminder where notifications are blocked', () => {
  it('goes on the toolbar button instead', async () => {
    fakeBrowser.notifications.create = vi.fn(() => {
      throw new Error('Notifications are blocked.');
    }) as never;
    await showReminder(reminder, reminder.due);
    expect(await fakeBrowser.action.getTitle({})).toMatch(
      /^Roadmap check-in: Starts at .+ · Related: Agenda$/,
    );
  });
});
