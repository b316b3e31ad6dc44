import { ApiError } from '../shared/errors/api-error';
import type { WriteMessage } from '../shared/messages/messenger';
import type { WriteOutcome } from '../shared/types/outbox';
import { ask, NO_ANSWER } from './ask';

// Apart from ask.ts: only the pages that write load it, not every page's first screen (it was
// in the chunk all of them share).

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
