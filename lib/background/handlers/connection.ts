import { forgetToken, saveConnection } from '../connection/save';
import { testConnection } from '../connection/test-connection';
import { connectionView } from '../connection/view';
import type { Outbox } from '../outbox/outbox';
import type { HandlerGroup } from './types';

/** The options page's messages: show, test, save and forget the connection. */
export function connectionHandlers(
  outbox: Outbox,
): HandlerGroup<'getConnection' | 'testConnection' | 'saveConnection' | 'forgetToken'> {
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
  };
}
