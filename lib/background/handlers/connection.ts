import { signIn } from '../auth/sign-in';
import { signOut } from '../auth/sign-out';
import { forgetToken, saveConnection } from '../connection/save';
import { testConnection } from '../connection/test-connection';
import { connectionView } from '../connection/view';
import type { Outbox } from '../outbox/outbox';
import type { HandlerGroup } from './types';

/** The options page's messages: show, test, save and forget the connection; sign in and out. */
export function connectionHandlers(
  outbox: Outbox,
): HandlerGroup<
  'getConnection' | 'testConnection' | 'saveConnection' | 'forgetToken' | 'signIn' | 'signOut'
> {
  return {
    getConnection: () => connectionView(),
    testConnection: (data) => testConnection(data),
    async saveConnection(data) {
      const view = await saveConnection(data);
      // Writes that waited for a reconnect go out now.
      void outbox.resume();
      return view;
    },
    forgetToken: () => forgetToken(),
    async signIn(data) {
      const view = await signIn(data);
      // Writes that waited for the person to sign in (again) go out now.
      void outbox.resume();
      return view;
    },
    signOut: () => signOut(),
  };
}
