import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { serial } from '../serial';

/**
 * Input a person typed and has not sent, kept on the device so that closing a tab, a crash
 * or a closed browser loses nothing (docs/architecture.md, "Typed input"). One list in
 * `storage.local`, bounded in count and size, each entry bound to the connection's `scope`
 * (which changes whenever the service, token or identity changes, like the read cache), so
 * nothing typed under one connection is ever shown under another. Entries are checked with
 * zod one by one on read: a bad entry is dropped, the others stay. The value itself is the
 * caller's to check (it knows its form's schema).
 */

const KEY = 'keptInput';
/**
 * The alarm that deletes input once it is a day old, set for the oldest entry whenever the list
 * is written: the limit holds with no later save, and with no page open (the worker handles it).
 */
export const KEPT_INPUT_ALARM = 'kept-input-expiry';

/** How long typed input is offered back: a day. */
export const KEPT_INPUT_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many forms' input is kept; the oldest goes first. */
export const KEPT_INPUT_MAX_ENTRIES = 20;
/** At most this many characters (JSON) per form; larger input is not kept (and says so). */
export const KEPT_INPUT_MAX_CHARS = 100_000;

const entrySchema = z.object({
  /** What the input is for, e.g. `draft:206`. */
  target: z.string(),
  scope: z.string(),
  savedAt: z.number(),
  value: z.unknown(),
});
type KeptEntry = z.infer<typeof entrySchema>;

// The page's reads and writes of the list, one at a time and in order: each write rewrites the
// whole list, so a forget that overlapped a keep started before it was undone by that keep (a
// draft saved and closed at once came back as the older input typed before the save).
const inTurn = serial();

/** The stored entries that read as entries, the expired left out. */
async function readEntries(now: number): Promise<KeptEntry[]> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((raw) => {
    const entry = entrySchema.safeParse(raw);
    return entry.success && now - entry.data.savedAt < KEPT_INPUT_TTL_MS ? [entry.data] : [];
  });
}

/** Input kept for `target` under `scope` within the last day, or undefined. */
export async function readKeptInput(
  target: string,
  scope: string,
  now = Date.now(),
): Promise<{ value: unknown; savedAt: number } | undefined> {
  const entry = (await inTurn(() => readEntries(now))).find(
    (kept) => kept.target === target && kept.scope === scope,
  );
  return entry && { value: entry.value, savedAt: entry.savedAt };
}

/**
 * Keeps `value` as the input for `target` under `scope`, replacing the one before; drops the
 * expired, the unreadable and, beyond the count, the oldest. False when the input is too
 * large to keep (nothing is stored then, and the one before is removed: it is out of date).
 */
export function keepInput(
  target: string,
  scope: string,
  value: unknown,
  now = Date.now(),
): Promise<boolean> {
  return inTurn(async () => {
    const others = (await readEntries(now)).filter(
      (kept) => kept.target !== target || kept.scope !== scope,
    );
    const fits = JSON.stringify(value).length <= KEPT_INPUT_MAX_CHARS;
    const entries = fits ? [...others, { target, scope, savedAt: now, value }] : others;
    await write(entries.slice(-KEPT_INPUT_MAX_ENTRIES));
    return fits;
  });
}

/** Stores the list (removed when empty) and sets the alarm for its oldest entry's expiry. */
async function write(entries: KeptEntry[]): Promise<void> {
  if (entries.length === 0) {
    await browser.storage.local.remove(KEY);
    return;
  }
  await browser.storage.local.set({ [KEY]: entries });
  const oldest = Math.min(...entries.map((entry) => entry.savedAt));
  try {
    // Replaces the alarm set before: the list is whole here, so its oldest entry decides.
    await browser.alarms.create(KEPT_INPUT_ALARM, { when: oldest + KEPT_INPUT_TTL_MS });
  } catch {
    // A context without alarms: the worker's start and the next write still drop it.
  }
}

/**
 * Deletes what is a day old (the alarm, and the worker's start), setting the alarm again for
 * what remains.
 */
export function dropExpiredInput(now = Date.now()): Promise<void> {
  return inTurn(async () => write(await readEntries(now)));
}

/** Deletes all kept input, whoever typed it: sign-out and a change of person leave none. */
export function forgetAllInput(): Promise<void> {
  return inTurn(() => browser.storage.local.remove(KEY));
}

/** Removes what is kept for `target` under `scope` (sent, discarded, or nothing unsent). */
export function forgetInput(target: string, scope: string, now = Date.now()): Promise<void> {
  return inTurn(async () => {
    const entries = await readEntries(now);
    await write(entries.filter((kept) => kept.target !== target || kept.scope !== scope));
  });
}
