import { browser } from 'wxt/browser';
import { fail, type Result } from '../result';
import type { MessageName, Reply } from './messenger';

/** Who sent a message, as the browser tells it (never what the message itself claims). */
export interface MessageSender {
  id?: string;
  url?: string;
  tab?: { id?: number };
  /** 0 for a top frame, more for a frame inside it. */
  frameId?: number;
}

/**
 * A message's listener: its answer (or a promise of it), or `undefined` to stay silent, so the
 * sender hears nothing at all (a stranger, for one).
 */
type Listener<M extends MessageName> = (message: {
  data: unknown;
  sender: MessageSender;
}) => Result<Reply<M>> | Promise<Result<Reply<M>>> | undefined;

// A Map, not a plain object: a message named "constructor" or "__proto__" finds nothing.
const listeners = new Map<string, Listener<MessageName>>();
let stop: (() => void) | undefined;

function listen(message: unknown, sender: MessageSender, respond: (answer: unknown) => void) {
  const { type, data, timestamp } = (message ?? {}) as Record<string, unknown>;
  const listener =
    typeof type === 'string' && typeof timestamp === 'number' ? listeners.get(type) : undefined;
  let answer: unknown;
  try {
    answer = listener?.({ data, sender });
  } catch (error) {
    answer = Promise.reject(error);
  }
  if (answer === undefined) return false;
  // The wire format send.ts reads: `{ res }`; what a listener throws is answered as a failed
  // Result with its sentence, so a page's sendMessage fails only when no answer came at all.
  Promise.resolve(answer)
    .then(
      (res) => ({ res }),
      (error: unknown) => ({ res: fail(error) }),
    )
    .then(respond);
  return true;
}

/**
 * The background's side of messaging: registers the one listener of message `type`. Pages and
 * the panel send `{ id, type, data, timestamp }` (send.ts); anything else, and any type without
 * a listener, is left unanswered. A listener's answer travels as `{ res }`, and what it throws
 * as `{ res }` holding a failed Result.
 */
export function onMessage<M extends MessageName>(type: M, listener: Listener<M>): void {
  if (listeners.has(type)) throw new Error(`A listener for "${type}" is already registered.`);
  listeners.set(type, listener as unknown as Listener<MessageName>);
  if (stop) return;
  const root = listen as Parameters<typeof browser.runtime.onMessage.addListener>[0];
  browser.runtime.onMessage.addListener(root);
  stop = () => browser.runtime.onMessage.removeListener(root);
}

/** Removes every listener (tests register the router afresh for each case). */
export function removeAllListeners(): void {
  listeners.clear();
  stop?.();
  stop = undefined;
}
