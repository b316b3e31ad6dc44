import type { BackgroundContext } from '../context';
import type { HandlerGroup } from './types';

/** The pages' reads: a fresh value from the service, stored in the cache on the way. */
export function readHandlers(context: BackgroundContext): HandlerGroup<'read'> {
  return {
    read: (data) => context.read(data),
  };
}
