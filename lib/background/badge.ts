import { browser } from 'wxt/browser';
import type { OutboxEntry } from '../shared/storage/outbox-entries';

/**
 * Shows on the toolbar icon how many writes are not applied yet: grey while they wait, red
 * when one needs the person (refused, or waiting for a reconnect).
 */
export async function showOutboxBadge(entries: readonly OutboxEntry[]): Promise<void> {
  const open = entries.filter((entry) => entry.state !== 'done');
  const needsPerson = open.some((entry) => entry.state === 'failed' || entry.state === 'paused');
  const action = browser.action ?? browser.browserAction;
  await action.setBadgeText({ text: open.length > 0 ? String(open.length) : '' });
  if (open.length > 0) {
    await action.setBadgeBackgroundColor({ color: needsPerson ? '#c92a2a' : '#5b6477' });
  }
}
