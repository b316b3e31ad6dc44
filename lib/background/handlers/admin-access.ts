import { toApiError } from '../../shared/errors/api-error';
import { effectiveSettings } from '../connection/policy';
import type { BackgroundContext } from '../context';
import { refusalOf } from '../refused-reads';
import type { HandlerGroup } from './types';

/**
 * The settings page's line on the administrators' tools: the refusal the worker remembers
 * (refused-reads.ts), and "Check again", the one way to ask before the day, token or identity
 * changes. Nothing here asks the service unless the person did.
 */
export function adminAccessHandlers(
  context: BackgroundContext,
  now = Date.now,
): HandlerGroup<'adminAccess'> {
  return {
    async adminAccess({ check }) {
      const { scope } = await effectiveSettings();
      if (check) {
        await refusalOf('peopleToInvite', scope, now(), true);
        // The popup's own read (both groups): a 403 is remembered again, with its time.
        await context
          .read({
            kind: 'peopleToInvite',
            categories: ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'],
          })
          .catch((error: unknown) => {
            if (toApiError(error).kind !== 'forbidden') throw error;
          });
      }
      return { refusedAt: await refusalOf('peopleToInvite', scope, now()) };
    },
  };
}
