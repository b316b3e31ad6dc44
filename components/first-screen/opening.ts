import { browser } from 'wxt/browser';

/**
 * The end of the popup's opening work, marked in the end-to-end build only: `data-wk-opened` on
 * the page's `<html>` once everything an opening nobody touches does by itself has settled (the
 * service's answers drawn, the copy kept for the next opening, the rest of the results drawn,
 * the outbox looked at, the "Next meeting" card drawn, and the app loaded if the opening handed
 * over to it). The browser tests wait for it before they check what an opening did not do (load
 * a script, draw another person's screen, ask for collections), instead of waiting a fixed time
 * (tests/e2e/popup-scripts.test.ts). Every other build drops it (`import.meta.env.MODE`).
 */
const work: Promise<unknown>[] = [];
let draining = false;

/**
 * Counts `promise` as part of the page's opening work and answers it. The mark is set once all
 * the work counted has settled, including work counted meanwhile: each piece counts what it
 * starts before it settles.
 */
export function openingWork<T>(promise: Promise<T>): Promise<T> {
  if (import.meta.env.MODE === 'e2e') {
    work.push(promise);
    if (!draining) void drain();
    draining = true;
  }
  return promise;
}

async function drain(): Promise<void> {
  for (let counted = -1; counted !== work.length; ) {
    counted = work.length;
    await Promise.allSettled(work);
  }
  document.documentElement.dataset.wkOpened = '';
}

/**
 * Settles once the outbox's first look (whenOutboxHoldsEntries, asked just before) has been
 * answered and acted on: a page's `storage.local` reads are answered in the order they are
 * asked, and this one is asked in a task queued after that look's.
 */
export function outboxLooked(): Promise<unknown> {
  return new Promise((looked) =>
    setTimeout(() => browser.storage.local.get('outbox').then(looked, looked)),
  );
}
