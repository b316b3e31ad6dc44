import type { Background } from '../services';
import { adminAccessHandlers } from './admin-access';
import { connectionHandlers } from './connection';
import { navigationHandlers } from './navigation';
import { pageActionHandlers } from './page-actions';
import { readHandlers } from './reads';
import type { Handlers } from './types';
import { writeHandlers } from './writes';

export type { Handlers } from './types';

/**
 * Every message's handler, one file per group. A message added to the table without a handler
 * here fails to compile (`satisfies Handlers`).
 */
export function createHandlers({ context, outbox }: Background): Handlers {
  return {
    ...connectionHandlers(outbox),
    ...readHandlers(context),
    ...adminAccessHandlers(context),
    ...writeHandlers(outbox),
    ...pageActionHandlers(context),
    ...navigationHandlers(),
  } satisfies Handlers;
}
