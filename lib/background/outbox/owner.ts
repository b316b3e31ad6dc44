import * as z from 'zod/mini';
import type { ApiErrorData } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { type EntryOwner, HELD_CODE, isHeld } from '../../shared/storage/entry-owner';
import type { OutboxEntry } from '../../shared/storage/outbox-entries';
import { serviceOrigin } from '../../shared/urls/base-url';
import type { ApiCredentials } from '../api/client';
import { revise } from './entry';

const ownerSchema = z.object({
  origin: z.string(),
  actAs: z.optional(z.string()),
  fingerprint: z.string(),
});

/**
 * The owner of what is queued while `credentials` are in force at `serviceUrl`. The
 * fingerprint is a SHA-256 (crypto.subtle) of the service, token, act-as and auth type: equal
 * for the same identity, and it does not give the token away. For a provider sign-in,
 * `person` (issuer and subject) stands for the token: its access token changes at every
 * renewal, the person does not, and their queue must not be held from them.
 */
export async function ownerOf(
  serviceUrl: string,
  credentials: ApiCredentials,
  person?: readonly [issuer: string, subject: string],
): Promise<EntryOwner> {
  const identity = JSON.stringify([
    serviceUrl,
    person ? [...person] : credentials.token,
    credentials.actAs ?? '',
    credentials.authType ?? '',
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity));
  const fingerprint = Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const owner: EntryOwner = { origin: serviceOrigin(serviceUrl), fingerprint };
  if (credentials.actAs) owner.actAs = credentials.actAs;
  return owner;
}

/**
 * Why an entry of `owner` waits, in words: whose it is (never the token) and what the person
 * can do. An owner that does not read as one is still someone else's.
 */
function heldError(owner: EntryOwner | undefined): ApiErrorData {
  return {
    kind: 'unauthorized',
    code: HELD_CODE,
    message: !owner
      ? t('outboxHeldUnknown')
      : owner.actAs
        ? t('outboxHeldAs', [owner.actAs, owner.origin])
        : t('outboxHeldOther', owner.origin),
  };
}

/**
 * The queue as the identity `current` may send it: entries of another owner are held (paused
 * with a HELD_CODE error, so neither the alarm nor Retry nor Retry all sends them), and held
 * entries of `current` go back to pending (one the service had refused before holding is so
 * tried once more: its owner is back, and a refusal shows again as failed). Entries stored before owners were recorded have
 * none: they are adopted by the identity connected when the outbox first reads them with a
 * connection, which is the one that was connected when they were made unless the person
 * reconnected as someone else in between (an update cannot tell).
 */
export function settleOwners(
  entries: readonly OutboxEntry[],
  current: EntryOwner | undefined,
  now: number,
): OutboxEntry[] {
  if (!current) return [...entries];
  return entries.map((entry) => {
    if (entry.state === 'done') return entry;
    if (entry.owner === undefined) return revise(entry, { owner: current }, now);
    const owner = ownerSchema.safeParse(entry.owner);
    const mine = owner.success && owner.data.fingerprint === current.fingerprint;
    if (mine && isHeld(entry)) {
      return revise(entry, { state: 'pending', error: undefined, nextAttemptAt: undefined }, now);
    }
    if (mine || isHeld(entry)) return entry;
    return revise(entry, { state: 'paused', error: heldError(owner.data) }, now);
  });
}
