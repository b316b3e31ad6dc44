import type { ReadKey } from '../../shared/messages/messenger';

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
