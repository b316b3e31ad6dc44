import { type FrameWord, HELLO, type HostWord, hostWord } from './panel-words';
import { trusted } from './trusted';

let port: MessagePort | undefined;
/** Words said before the port came: bounded, the frame says few. */
const waiting: FrameWord[] = [];
const listeners = new Set<(word: HostWord) => void>();

/**
 * The frame's end of the panel's private channel (lib/ui/panel/panel-words.ts): takes the port
 * from the one message that carries its load's secret (its own address's hash, which only the
 * content script that sent it here knows), and no other. Says "leaving" when the document goes
 * (`beforeunload` runs before a navigation is sent, whoever started it), so that the content
 * script closes a panel whose frame it did not send elsewhere before another page can show.
 * Call once, first thing in the frame's page.
 */
export function connectToHost(secret = location.hash.slice(1)): void {
  const onHello = trusted((event: MessageEvent) => {
    const data = event.data as Record<string, unknown> | null;
    const given = event.ports[0];
    if (port || !secret || !given || data?.[HELLO] !== secret) return;
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
