import { browser } from 'wxt/browser';

/** The `storage.local` keys of the outbox's queue and its set-aside changes (outbox-entries.ts). */
const OUTBOX_KEYS = ['outbox', 'outboxSetAside'];

/**
 * Whether a stored outbox value may hold something a page lists: anything but nothing, an
 * empty list, or a list of finished writes (kept a while after they are sent). A structural
 * look, not a check of the entries: it only decides whether to load the code that checks them.
 */
export function mayHoldEntries(stored: unknown): boolean {
  return (
    stored != null && !(Array.isArray(stored) && stored.every((entry) => entry?.state === 'done'))
  );
}

/**
 * Calls `onEntries` when the outbox holds something to list: soon when it does already, and
 * at each change that brings something. Most openings find it empty, and then the popup loads
 * neither the outbox's schemas (zod) nor its list. Returns the stop function.
 */
export function whenOutboxHoldsEntries(onEntries: () => void): () => void {
  let live = true;
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && OUTBOX_KEYS.some((key) => mayHoldEntries(changes[key]?.newValue))) {
      onEntries();
    }
  };
  browser.storage.onChanged.addListener(listener);
  // The look waits one task, behind the work that follows a first frame at once (a page's
  // questions to the background, which its fresh content waits for): it rarely finds anything.
  setTimeout(() =>
    browser.storage.local.get(OUTBOX_KEYS).then((stored) => {
      if (live && OUTBOX_KEYS.some((key) => mayHoldEntries(stored[key]))) onEntries();
    }),
  );
  return () => {
    live = false;
    browser.storage.onChanged.removeListener(listener);
  };
}
