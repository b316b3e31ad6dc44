import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { recordOf } from '../shared/contract/formats';
import { ApiError } from '../shared/errors/api-error';
import type { ReadKey } from '../shared/messages/messenger';

/**
 * Reads the service refuses for who the person is (403), remembered so they are not asked again
 * on every popup opening: the Invite tab's `peoplesuggestadmin`, which the service always
 * refuses an employee (in `npm run fleet`, 6.6 of an active browser's 28 requests an hour).
 * A refusal holds for the connection (its `scope` changes with the service, token or identity)
 * and the local day: the next day, or another token, asks again. Kept in `storage.session`, so a
 * restarted worker remembers it while the browser runs; a browser restart asks again.
 */
const KEY = 'refusedReads';

/** Only the kinds whose refusal is about the person, never about the moment. */
const REMEMBERED: ReadonlySet<ReadKey['kind']> = new Set(['peopleToInvite']);

const storedSchema = z.object({
  scope: z.string(),
  day: z.string(),
  kinds: recordOf(
    // `at`: when the service refused (Unix ms), which the settings page shows.
    z.object({ message: z.string(), status: z.optional(z.number()), at: z.number() }),
  ),
});
type Stored = z.infer<typeof storedSchema>;

/** The person's local day: a refusal is remembered until it changes. */
const dayOf = (now: number) => new Date(now).toDateString();

async function read(scope: string, now: number): Promise<Stored> {
  const fresh = { scope, day: dayOf(now), kinds: {} };
  try {
    const parsed = storedSchema.safeParse((await browser.storage.session.get(KEY))[KEY]);
    return parsed.success && parsed.data.scope === scope && parsed.data.day === fresh.day
      ? parsed.data
      : fresh;
  } catch {
    // No session storage (an older browser): nothing remembered, the read is asked.
    return fresh;
  }
}

/** The refusal remembered for this read, connection and day, as the error to answer; or none. */
export async function rememberedRefusal(
  key: ReadKey,
  scope: string,
  now: number,
): Promise<ApiError | undefined> {
  if (!REMEMBERED.has(key.kind)) return undefined;
  const refused = (await read(scope, now)).kinds[key.kind];
  return (
    refused && new ApiError({ kind: 'forbidden', message: refused.message, status: refused.status })
  );
}

/** Remembers a read's 403 for the connection and the day (other failures are not kept). */
export async function rememberRefusal(
  key: ReadKey,
  scope: string,
  now: number,
  error: unknown,
): Promise<void> {
  if (!REMEMBERED.has(key.kind) || !(error instanceof ApiError) || error.kind !== 'forbidden') {
    return;
  }
  const stored = await read(scope, now);
  stored.kinds[key.kind] = { message: error.message, status: error.status, at: now };
  await write(stored);
}

const write = (stored: Stored) => browser.storage.session.set({ [KEY]: stored }).catch(() => {});

/** Forgets every remembered refusal (the person changed or signed out). */
export const forgetRefusals = () => browser.storage.session.remove(KEY).catch(() => {});

/**
 * When the service refused `kind` on this connection today (Unix ms), or undefined. With
 * `forget`, the refusal is forgotten too: the person asked to be asked again (the settings
 * page's "Check again"), so the next read of it goes to the service.
 */
export async function refusalOf(
  kind: ReadKey['kind'],
  scope: string,
  now: number,
  forget?: boolean,
): Promise<number | undefined> {
  const stored = await read(scope, now);
  const at = stored.kinds[kind]?.at;
  if (forget && at !== undefined) {
    delete stored.kinds[kind];
    await write(stored);
  }
  return at;
}
