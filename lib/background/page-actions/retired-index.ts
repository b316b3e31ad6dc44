import { browser } from 'wxt/browser';

/** Where the retired page-status index was kept, and the alarm that read it again. */
const RETIRED_INDEX_KEY = 'pageStatusIndex';
const RETIRED_INDEX_ALARM = 'page-status-index';

/**
 * Forgets the page-status index of earlier versions (every collection's items and the
 * company's pins, read again every 15 minutes): its stored value, so no old data lingers, and
 * its periodic alarm, which survives an update. A page's status now comes from its own
 * document (status.ts).
 */
export async function forgetRetiredIndex(): Promise<void> {
  await Promise.all([
    browser.storage.local.remove(RETIRED_INDEX_KEY),
    browser.alarms.clear(RETIRED_INDEX_ALARM),
  ]);
}
