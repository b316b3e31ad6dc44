import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import { openSidePanel } from '../../shared/side-panel';
import { safeHttpUrl } from '../../shared/urls/http-url';
import { meetingFocus } from '../../shared/storage/meeting-focus';
import { meetingSchedule, type Reminder } from './schedule-store';

/** A reminder's notification id: `meeting:<event id>`, so a second one replaces, never adds. */
const NOTICE_PREFIX = 'meeting:';

/** Firefox's notifications have no buttons (it refuses the option): a click prepares. */
const hasButtons = () =>
  typeof (browser.runtime as unknown as { getBrowserInfo?: unknown }).getBrowserInfo !== 'function';

/**
 * The buttons of a reminder: Prepare first (its index is known in the click's own turn, where
 * the side panel must be opened), then Join when the meeting has a link.
 */
function buttons(reminder: Reminder): ('prepare' | 'join')[] {
  return reminder.joinUrl ? ['prepare', 'join'] : ['prepare'];
}

/** The meeting's start as the person's clock shows it, and how many minutes away. */
function when(reminder: Reminder, now: number): string {
  const time = new Date(reminder.start).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });
  const minutes = Math.max(0, Math.round((reminder.start - now) / 60_000));
  return t('meetingReminderStarts', [time, minutes]);
}

/** Shows a meeting's reminder: its title, its time, its first related document. */
export async function showReminder(reminder: Reminder, now: number): Promise<void> {
  const lines = [when(reminder, now)];
  if (reminder.firstDocument) lines.push(t('meetingReminderDocument', reminder.firstDocument));
  // Notifications blocked or unavailable (a refusal may also throw at once): the reminder goes
  // on the toolbar button's tooltip.
  const shown = (async () =>
    browser.notifications.create(NOTICE_PREFIX + reminder.id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: reminder.title,
      message: lines.join('\n'),
      ...(hasButtons()
        ? {
            buttons: buttons(reminder).map((kind) => ({
              title: t(kind === 'join' ? 'meetingJoin' : 'meetingPrepare'),
            })),
          }
        : {}),
    }))();
  await shown.catch(async () => {
    const action = browser.action ?? browser.browserAction;
    await action.setTitle({ title: `${reminder.title}: ${lines.join(' · ')}` });
  });
}

/**
 * Prepare: the side panel (or, where it cannot open, the popup's page in a tab) shows the card
 * of this meeting. The panel is asked first, in the click's own turn, as both browsers require.
 */
function prepare(id: string): void {
  const opening = openSidePanel(browser.windows?.WINDOW_ID_CURRENT ?? -2);
  void meetingFocus.set({ id, at: Date.now() });
  opening.catch(() => browser.tabs.create({ url: browser.runtime.getURL('/popup.html') }));
}

async function join(id: string): Promise<void> {
  const reminder = (await meetingSchedule.get()).reminders.find((entry) => entry.id === id);
  // The link is the service's text: only an http(s) address is opened.
  const url = safeHttpUrl(reminder?.joinUrl);
  if (url) await browser.tabs.create({ url });
}

/**
 * Listens to the reminders' notifications: a click prepares, a button joins or prepares.
 * Registered synchronously when the worker starts. Dismissed means gone: nothing follows.
 */
export function registerReminderClicks(): void {
  browser.notifications.onClicked.addListener((noticeId) => {
    if (!noticeId.startsWith(NOTICE_PREFIX)) return;
    prepare(noticeId.slice(NOTICE_PREFIX.length));
    void browser.notifications.clear(noticeId);
  });
  browser.notifications.onButtonClicked?.addListener((noticeId, index) => {
    if (!noticeId.startsWith(NOTICE_PREFIX)) return;
    const id = noticeId.slice(NOTICE_PREFIX.length);
    if (index === 0) prepare(id);
    else void join(id);
    void browser.notifications.clear(noticeId);
  });
}
