import { browser } from 'wxt/browser';
import { type MessageKey, t } from '../shared/i18n';
import type { Notice } from '../shared/notice';

/** The notification's title by tone (message keys, read when it is shown). */
const TITLES: Record<Notice['tone'], MessageKey> = {
  success: 'notifyDone',
  info: 'extensionName',
  warning: 'extensionName',
  error: 'notifyFailed',
};

/**
 * Tells the person how an action they started from a menu or a shortcut ended. A system
 * notification is the one surface that works on every page, including those an extension may
 * not touch (browser pages, the web store). Where notifications are blocked or unavailable,
 * the sentence goes on the toolbar button instead (its tooltip, and a "!" badge for a
 * failure), so it is never only logged.
 */
export async function notify(feedback: Notice): Promise<void> {
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: t(TITLES[feedback.tone]),
      message: feedback.message,
    });
  } catch {
    const action = browser.action ?? browser.browserAction;
    await action.setTitle({ title: `${t(TITLES[feedback.tone])}: ${feedback.message}` });
    if (feedback.tone === 'error') {
      await action.setBadgeText({ text: '!' });
      await action.setBadgeBackgroundColor({ color: '#c92a2a' });
    }
  }
}
