import type { Result } from '../result';
import type { MessageInput, MessageName, Reply } from './messenger';

/** What travels: the format the background's listener (receive.ts) reads. */
interface Envelope {
  id: number;
  type: string;
  data: unknown;
  timestamp: number;
}

/** The listener's answer (receive.ts answers what a listener throws as a failed Result too). */
type Answer = { res?: unknown } | undefined;

let sequence = Math.floor(Math.random() * 1e4);

interface RuntimeApi {
  runtime: {
    sendMessage(message: Envelope, callback: (answer: Answer) => void): void;
    lastError?: { message?: string };
  };
}

/**
 * Sends one message of the table to the background and answers its `Result`. The wire format
 * is @webext-core/messaging's, which the project once used on both sides (`{ id, type, data,
 * timestamp }` out, `{ res }` back); both sides now speak it without the library
 * (receive.ts is the background's), so neither download carries it. Rejects only when the
 * background gave no answer: it could not be reached, or it stopped before it answered.
 */
export function sendMessage<M extends MessageName>(
  type: M,
  data?: MessageInput<M>,
): Promise<Result<Reply<M>>> {
  const { runtime } = (globalThis as unknown as { chrome: RuntimeApi }).chrome;
  const message: Envelope = { id: sequence++, type, data, timestamp: Date.now() };
  return new Promise((resolve, reject) => {
    runtime.sendMessage(message, (answer) => {
      if (runtime.lastError) {
        reject(new Error(runtime.lastError.message));
      } else if (!answer) {
        reject(new Error('No response'));
      } else {
        resolve(answer.res as Result<Reply<M>>);
      }
    });
  });
}
