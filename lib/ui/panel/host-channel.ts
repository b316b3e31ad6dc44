import { type FrameWord, frameWord, HELLO, type HostWord } from './panel-words';
import { trusted } from './trusted';

/** The content script's end of the panel's private channel. */
export interface HostChannel {
  /**
   * Sends the frame to `address` (an extension page); its port goes to a document of `origin`
   * only, with `secret`, the opening's (the worker gave it to this script and tells the frame).
   */
  navigate(address: string, origin: string, secret: string): void;
  /** Says `word` to the frame's current page, once it has its port. */
  tell(word: HostWord): void;
  /** Closes the channel (the panel closed). */
  close(): void;
}

/** How long a load of ours may go without its page answering before it counts as not ours. */
const ANSWER_MS = 5_000;

/**
 * Opens the channel to the panel's frame (issue 53): each load the content script started gets
 * a new `MessageChannel`, whose port goes to the frame's window with the opening's secret, aimed
 * at the extension's origin only (a page's document there would not get it). Anything the frame
 * does that the content script did not start is `onStray`: a load it did not ask for, its page
 * leaving when no navigation of ours is under way, or a load of ours whose page never answers
 * (a page's navigation that replaced ours). The frame's words reach `onWord`.
 */
export function openChannel(
  frame: HTMLIFrameElement,
  onWord: (word: FrameWord) => void,
  onStray: () => void,
): HostChannel {
  let port: MessagePort | undefined;
  let expected: { secret: string; origin: string } | undefined;
  let waiting: HostWord[] = [];
  let unanswered: ReturnType<typeof setTimeout> | undefined;
  const drop = () => {
    port?.close();
    port = undefined;
  };
  const onLoad = trusted(() => {
    if (!expected) return onStray();
    const { secret, origin } = expected;
    expected = undefined;
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (event) => {
      const word = frameWord(event.data);
      if (!word) return;
      clearTimeout(unanswered);
      if (word.kind === 'leaving') return expected ? undefined : onStray();
      onWord(word);
    };
    frame.contentWindow?.postMessage({ [HELLO]: secret }, origin, [channel.port2]);
    for (const word of waiting.splice(0)) port.postMessage(word);
    unanswered = setTimeout(onStray, ANSWER_MS);
  });
  frame.addEventListener('load', onLoad);
  return {
    navigate(address, origin, secret) {
      drop();
      expected = { secret, origin };
      frame.src = address;
    },
    tell(word) {
      if (port) port.postMessage(word);
      // Held until the page has its port: the latest state only, every other word in order.
      else
        waiting = [
          ...waiting.filter((held) => held.kind !== 'state' || word.kind !== 'state'),
          word,
        ].slice(-50);
    },
    close() {
      clearTimeout(unanswered);
      frame.removeEventListener('load', onLoad);
      drop();
    },
  };
}
