import type { GetDataType, GetReturnType } from '@webext-core/messaging';
import { toApiError } from '../shared/errors/api-error';
import { type ProtocolMap, sendMessage } from '../shared/messages/messenger';
import { unwrap } from '../shared/result';

type Answer<M extends keyof ProtocolMap> =
  GetReturnType<ProtocolMap[M]> extends import('../shared/result').Result<infer T> ? T : never;

/**
 * Asks the background and returns its answer's value; a failure is thrown as the ApiError
 * (with its sentence) that it was in the background. For extension pages and the panel.
 */
export async function ask<M extends keyof ProtocolMap>(
  name: M,
  ...data: GetDataType<ProtocolMap[M]> extends undefined
    ? [data?: undefined]
    : [data: GetDataType<ProtocolMap[M]>]
): Promise<Answer<M>> {
  let result: unknown;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the overloads of sendMessage cannot be spread
    result = await (sendMessage as any)(name, data[0]);
  } catch (error) {
    // The worker could not be reached at all (extension reloading, or an update in progress).
    throw toApiError(error);
  }
  return unwrap(result as Parameters<typeof unwrap<Answer<M>>>[0]);
}
