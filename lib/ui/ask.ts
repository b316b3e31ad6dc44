import { toApiError } from '../shared/errors/api-error';
import type { MessageInput, MessageName, Reply } from '../shared/messages/messenger';
import { sendMessage } from '../shared/messages/send';
import { type Result, unwrap } from '../shared/result';

/**
 * Asks the background and returns its answer's value; a failure is thrown as the ApiError
 * (with its sentence) that it was in the background. For extension pages and the panel.
 */
export async function ask<M extends MessageName>(
  name: M,
  ...data: undefined extends MessageInput<M> ? [data?: MessageInput<M>] : [data: MessageInput<M>]
): Promise<Reply<M>> {
  let result: Result<Reply<M>> | undefined;
  try {
    result = await sendMessage(name, data[0]);
  } catch (error) {
    // The worker could not be reached at all (extension reloading, or an update in progress).
    throw toApiError(error);
  }
  return unwrap(result);
}
