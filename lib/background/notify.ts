import { browser } from 'wxt/browser';
import type { Feedback } from './context';

const TITLES: Record<Feedback['tone'], string> = {
  success: 'Done',
  info: 'Workplace Knowledge',
  error: 'That did not work',
};

/**
 * Tells the person how an action they started from a menu or a shortcut ended. A system
 * notification is the one surface that works on every page, including those an extension
 * may not touch (browser pages, the web store).
 */
export async function notify(feedback: Feedback): Promise<void> {
  await browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: TITLES[feedback.tone],
    message: feedback.message,
  });
}
