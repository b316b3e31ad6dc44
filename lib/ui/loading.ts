import type { ApiError } from '../shared/errors/api-error';

/**
 * The one shape of "something being read" in pages and the panel: the last good value, whether
 * an answer is still awaited, and why the last attempt failed. A value and an error may stand
 * together: when a refresh fails, the value already on screen stays and the error says why it
 * may be old. Hooks answer it (often with their actions beside it); views take it as it is.
 */
export interface Loading<T> {
  /** The last good value; undefined until one arrives. */
  value?: T;
  /** When `value` was fetched (Unix milliseconds), for values that may be shown while stale. */
  fetchedAt?: number;
  /** True while an answer is awaited: the first one, or a refresh. */
  loading: boolean;
  /** Why the last attempt failed, worded for the person. */
  error?: ApiError;
}

/**
 * True while there is nothing to show yet and an answer is on its way: the time for
 * placeholders. A value on screen is never replaced by them, and a failure is said instead.
 */
export function isFirstLoad(state: Loading<unknown>): boolean {
  return state.value === undefined && state.error === undefined && state.loading;
}
