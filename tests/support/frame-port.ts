import type { FrameWord, HostWord } from '../../lib/ui/panel/panel-words';

/**
 * The panel frame's private port to the content script (lib/ui/panel/frame-port.ts), played by
 * a unit test: `vi.mock('…/frame-port', () => import('…/support/frame-port'))`. What the frame
 * said is in `said`; `hear` says a word to it.
 */
export const said: FrameWord[] = [];
const listeners = new Set<(word: HostWord) => void>();

export function tellHost(word: FrameWord): void {
  said.push(word);
}

export function onHostWord(next: (word: HostWord) => void): () => void {
  listeners.add(next);
  return () => listeners.delete(next);
}

/** Says `word` to the frame, as the content script would over the port. */
export function hear(word: HostWord): void {
  for (const listener of listeners) listener(word);
}

/** Forgets every listener (between tests: each drew its own frame). */
export function forgetListeners(): void {
  listeners.clear();
}
