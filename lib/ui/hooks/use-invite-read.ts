import type { ReadEntry } from '../../shared/messages/messenger';
import { inviteKey } from './invite-key';
import { type ReadState, useRead } from './use-read';

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
 * cached earlier is read when the service cannot be reached (useRead's `own`). `initial`: the
 * list the popup's first screen was drawn with, shown until the service answers again.
 */
export function useInviteRead(
  enabled: boolean,
  initial?: ReadEntry<'peopleToInvite'>,
): ReadState<'peopleToInvite'> {
  // Nothing of the list is kept in storage for the first screen; the service is asked at once.
  return useRead(enabled ? inviteKey() : null, { entry: initial });
}
