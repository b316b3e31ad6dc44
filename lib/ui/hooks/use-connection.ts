import { useEffect, useState } from 'preact/hooks';
import { type ApiError, toApiError } from '../../shared/errors/api-error';
import type { ConnectionView } from '../../shared/types/connection';
import { ask } from '../ask';

/** The connection as the popup shows it: undefined while it is read, or why it could not be. */
export interface ConnectionState {
  connection?: ConnectionView;
  error?: ApiError;
}

/** Reads the connection once, when the page opens. */
export function useConnection(): ConnectionState {
  const [state, setState] = useState<ConnectionState>({});
  useEffect(() => {
    let live = true;
    ask('getConnection').then(
      (connection) => live && setState({ connection }),
      (error) => live && setState({ error: toApiError(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
