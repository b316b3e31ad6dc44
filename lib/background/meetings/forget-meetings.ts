import { browser } from 'wxt/browser';
import { meetingFocus } from '../../shared/storage/meeting-focus';
import { HIDDEN_KEY } from '../../shared/storage/meeting-reads';
import { ASK_ALARM, SHOW_ALARM } from './reminders';
import { meetingSchedule } from './schedule-store';

/**
 * Forgets the meetings planned for the person who was connected: the schedule (titles, links),
 * its alarms (a reminder must not pop up, nor its confirming read go out, for someone who left),
 * the reminders on screen, the card's hidden documents and Prepare's meeting.
 */
export async function forgetMeetings(): Promise<void> {
  const alarms = await browser.alarms.getAll();
  const ours = alarms.filter(
    ({ name }) => name.startsWith(ASK_ALARM) || name.startsWith(SHOW_ALARM),
  );
  await Promise.all([
    ...ours.map(({ name }) => browser.alarms.clear(name)),
    meetingSchedule.remove(),
    meetingFocus.remove(),
    browser.storage.local.remove(HIDDEN_KEY),
    clearShownReminders(),
  ]);
}

/** Closes the reminders still on screen, and the tooltip a blocked one was put on. */
async function clearShownReminders(): Promise<void> {
  try {
    const shown = Object.keys(await browser.notifications.getAll());
    await Promise.all(
      shown.filter((id) => id.startsWith('meeting:')).map((id) => browser.notifications.clear(id)),
    );
    const action = browser.action ?? browser.browserAction;
    await action.setTitle({ title: '' });
  } catch {
    // No notifications here (a browser without them): nothing is on screen.
  }
}
