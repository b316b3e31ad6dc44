import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import type { ConnectionView } from '../../shared/types/connection';
import { ask } from '../ask';
import type { Loading } from '../loading';

/** Reads the connection (never the token) once, when the page opens. */
export function useConnection(): Loading<ConnectionView> {
  const [state, setState] = useState<Loading<ConnectionView>>({ loading: true });
  useEffect(() => {
    let live = true;
    ask('getConnection').then(
      (connection) => live && setState({ value: connection, loading: false }),
      (error) => live && setState({ loading: false, error: toApiError(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
