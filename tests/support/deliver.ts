import { fakeBrowser } from 'wxt/testing/fake-browser';

/** A message handed to the background's listeners, as the browser hands it over. */
export interface Delivery {
  /** A listener kept the channel open (returned true): an answer is to come. */
  kept: boolean;
  /** The answer once it came; undefined while none has. */
  answer(): unknown;
  /** Settles when the answer comes (never, for a channel left closed). */
  answered: Promise<void>;
}

/**
 * Delivers a message with its sender to the listeners of `runtime.onMessage` (the fake
 * browser's), in the wire format send.ts uses. A listener that does not return true leaves
 * the channel closed, as the browser would: the sender hears nothing.
 */
export async function deliverMessage(
  type: string,
  data: unknown,
  sender: object,
): Promise<Delivery> {
  let answer: unknown;
  let done = () => {};
  const answered = new Promise<void>((resolve) => {
    done = resolve;
  });
  const results: unknown[] = await fakeBrowser.runtime.onMessage.trigger(
    { id: 1, type, data, timestamp: Date.now() },
    sender,
    (response: unknown) => {
      answer = response;
      done();
    },
  );
  return { kept: results.includes(true), answer: () => answer, answered };
}
