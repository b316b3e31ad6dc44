import { browser } from 'wxt/browser';
import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { versionKey } from '../../shared/storage/item';
import {
  type OutboxEntry,
  outboxEntries,
  type SplitQueue,
  setAsideEntries,
  splitQueue,
} from '../../shared/storage/outbox-entries';

const QUEUE = outboxEntries.key.slice('local:'.length);

/** The stored queue, readable and unreadable entries apart. */
async function readQueue(): Promise<SplitQueue> {
  return splitQueue((await browser.storage.local.get(QUEUE))[QUEUE]);
}

/** Stores `kept` (unreadable entries that could not be set aside) as they were, then `entries`. */
async function writeQueue(entries: OutboxEntry[], kept: unknown[]): Promise<void> {
  await browser.storage.local.set({ [QUEUE]: [...kept, ...entries], [versionKey(QUEUE)]: 1 });
}

/** Unreadable changes kept aside at most; beyond, they stay in the queue's storage as they are. */
const MAX_SET_ASIDE = 50;

/**
 * The readable entries of the stored queue. Entries that fail their schema are moved aside
 * (first stored aside, then taken out of the queue, so a stop in between duplicates rather
 * than loses them) for the person to see, discard or export; the readable ones go on.
 */
export async function loadEntries(now: number, newId: () => string): Promise<OutboxEntry[]> {
  const { readable, unreadable } = await readQueue();
  if (unreadable.length === 0) return readable;
  const aside = await setAsideEntries.get();
  const room = Math.max(0, MAX_SET_ASIDE - aside.length);
  const moved = unreadable.slice(0, room);
  if (moved.length > 0) {
    await setAsideEntries.set([
      ...aside,
      ...moved.map((raw) => ({ id: newId(), setAsideAt: now, raw })),
    ]);
    await writeQueue(readable, unreadable.slice(room));
  }
  return readable;
}

/**
 * Stores the queue. Whatever unreadable entries are still in storage (the aside list was full)
 * are written back unchanged: a write never overwrites what could not be read.
 * @throws ApiError when the browser refuses to store (its storage is full).
 */
export async function storeEntries(entries: OutboxEntry[]): Promise<void> {
  const { unreadable } = await readQueue();
  try {
    await writeQueue(entries, unreadable);
  } catch (thrown) {
    throw new ApiError({
      kind: 'invalid-request',
      code: 'STORAGE_FULL',
      detail: thrown instanceof Error ? thrown.message : undefined,
      message: t('outboxStorageFull'),
    });
  }
}
