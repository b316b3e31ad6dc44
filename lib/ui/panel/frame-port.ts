import { ask } from '../ask';
import { type FrameWord, HELLO, type HostWord, hostWord } from './panel-words';
import { trusted } from './trusted';

let port: MessagePort | undefined;
/** Words said before the port came: bounded, the frame says few. */
const waiting: FrameWord[] = [];
const listeners = new Set<(word: HostWord) => void>();

/**
 * The frame's end of the panel's private channel (lib/ui/panel/panel-words.ts): takes the port
 * from the one message that carries this opening's secret, as the worker tells it (`expected`),
 * and no other: a page that framed this page itself knows no secret the worker made. Says "leaving" when the document goes
 * (`beforeunload` runs before a navigation is sent, whoever started it), so that the content
 * script closes a panel whose frame it did not send elsewhere before another page can show.
 * Call once, first thing in the frame's page.
 */
export function connectToHost(
  expected: Promise<string> = ask('panelOpening', {}).catch(() => ''),
): void {
  const onHello = trusted(async (event: MessageEvent) => {
    const said = (event.data as Record<string, unknown> | null)?.[HELLO];
    const given = event.ports[0];
    if (typeof said !== 'string' || !given) return;
    const secret = await expected;
    if (port || !secret || said !== secret) return;
    port = given;
    globalThis.removeEventListener('message', onHello);
    port.onmessage = (message) => {
      const word = hostWord(message.data);
      if (word) for (const listener of listeners) listener(word);
    };
    for (const word of waiting.splice(0)) port.postMessage(word);
  });
  globalThis.addEventListener('message', onHello);
  const leaving = trusted(() => tellHost({ kind: 'leaving' }));
  globalThis.addEventListener('beforeunload', leaving);
  globalThis.addEventListener('pagehide', leaving);
}

/** Says `word` to the content script that placed the frame (held until the port comes). */
export function tellHost(word: FrameWord): void {
  if (port) port.postMessage(word);
  else if (waiting.length < 20) waiting.push(word);
}

/** Hears each word of the content script's. @returns a function that stops listening. */
export function onHostWord(listener: (word: HostWord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
