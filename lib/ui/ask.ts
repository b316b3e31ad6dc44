import { ApiError } from '../shared/errors/api-error';
import { t } from '../shared/i18n';
import type { MessageInput, MessageName, Reply } from '../shared/messages/messenger';
import { sendMessage } from '../shared/messages/send';
import { type Result, unwrap } from '../shared/result';

/** The code of the ApiError `ask` throws when the background gave no answer at all. */
export const NO_ANSWER = 'NO_ANSWER';

/**
 * Asks the background and returns its answer's value; a failure is thrown as the ApiError
 * (with its sentence) that it was in the background. For extension pages and the panel.
 * When the background gave no answer (it was stopped, or is being updated), the error's code is
 * `NO_ANSWER`: what was asked may or may not have been done.
 */
export async function ask<M extends MessageName>(
  name: M,
  ...data: undefined extends MessageInput<M> ? [data?: MessageInput<M>] : [data: MessageInput<M>]
): Promise<Reply<M>> {
  let result: Result<Reply<M>> | undefined;
  try {
    result = await sendMessage(name, data[0]);
  } catch (error) {
    // sendMessage fails only when no answer came (a handler's failure is a failed Result).
    throw new ApiError({
      kind: 'network',
      code: NO_ANSWER,
      message: t('errorBackgroundStopped'),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  return unwrap(result);
}
