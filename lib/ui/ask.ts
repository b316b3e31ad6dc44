import { ApiError } from '../shared/errors/api-error';
import { t } from '../shared/i18n';
import type { MessageInput, MessageName, Reply, WriteMessage } from '../shared/messages/messenger';
import { sendMessage } from '../shared/messages/send';
import { type Result, unwrap } from '../shared/result';
import type { WriteOutcome } from '../shared/types/outbox';

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

/** How long a page waits before each new ask of a write whose answer was lost. */
const ASK_AGAIN_MS = [250, 1_000];

/**
 * Hands a write to the outbox (`ask('write')`) exactly once. The write carries an id of the
 * page's: when the answer is lost because the worker stopped before it answered (the browser
 * stops idle workers; an update restarts it), the page asks again under the same id, which
 * wakes a new worker; that one answers the stored write's outcome instead of queueing it a
 * second time, or stores it if the first ask never arrived. Only then is "no answer" the
 * person's to see.
 */
export async function askWrite(message: WriteMessage): Promise<WriteOutcome> {
  const write: WriteMessage = { ...message, id: crypto.randomUUID() };
  for (let asked = 0; ; asked++) {
    try {
      return await ask('write', write);
    } catch (error) {
      const wait = ASK_AGAIN_MS[asked];
      if (wait === undefined || !(error instanceof ApiError && error.code === NO_ANSWER)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
