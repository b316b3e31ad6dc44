import type { ReadKey } from '../../shared/messages/messenger';
import { type ReadState, useRead } from './use-read';

/** The two groups `peoplesuggestadmin` knows, both always asked for. */
export type InviteCategory = 'INVITE_INACTIVE_PROMO' | 'INVITE_NONUSERS';
/** Both groups, in the service's order. */
export const INVITE_CATEGORIES: InviteCategory[] = ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'];

/** The people-to-invite read, filtered to a department or not. */
export function inviteKey(department = ''): Extract<ReadKey, { kind: 'peopleToInvite' }> {
  return department
    ? { kind: 'peopleToInvite', categories: INVITE_CATEGORIES, departments: [department] }
    : { kind: 'peopleToInvite', categories: INVITE_CATEGORIES };
}

/**
 * Whether to offer the Invite tab: once a list has been read (now or earlier, from the cache)
 * and the service has not since refused with 403. An unreachable service proves nothing
 * either way, so it neither shows the tab to employees nor hides a cached list from
 * administrators.
 */
export function canSeeInvite(read: Pick<ReadState<'peopleToInvite'>, 'value' | 'error'>): boolean {
  return read.value !== undefined && read.error?.kind !== 'forbidden';
}

/**
 * The unfiltered people-to-invite read the popup makes to decide whether to offer the Invite
 * tab; the tab itself (loaded when opened) starts from it. Nothing is read until `enabled`
 * (the popup waits for a connection). Asked without the cache code on every opening: a list
 * cached earlier is read when the service cannot be reached (useRead's `own`).
 */
export function useInviteRead(enabled: boolean): ReadState<'peopleToInvite'> {
  // `{}`: nothing of the list is kept for the first screen; the service is asked at once.
  return useRead(enabled ? inviteKey() : null, {});
}
