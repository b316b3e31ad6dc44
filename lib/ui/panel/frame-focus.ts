import type { KeeperWord } from './focus-keeper';
import { onHostWord, tellHost } from './frame-port';
import { trusted } from './trusted';

/**
 * The frame's half of keeping the keyboard with the panel (the content script's is
 * lib/ui/panel/focus-keeper.ts): says each time this frame's window gains or loses the focus,
 * which only this frame knows for sure (a page that focused a frame of its own changed nothing
 * its document shows), and hears what the content script did about a loss: it took the
 * keyboard back (`taken`: the focus goes back where it was in this document, which may have
 * been left on its body), or the page keeps it (`lost`). `onState` shows it to the person; in
 * the e2e build the frame's root counts them (`data-keyboard`).
 * Runs in the panel's frame. @returns a function that stops it.
 */
export function reportFocus(onState: (state: KeeperWord) => void): () => void {
  let last: HTMLElement | undefined;
  let told = 0;
  const onWindow = trusted((event: Event) => {
    if (event.target === event.currentTarget)
      tellHost({ kind: 'focus', has: event.type === 'focus' });
  });
  const onOut = trusted((event: Event) => {
    last = event.target as HTMLElement;
  });
  const stopHearing = onHostWord((word) => {
    if (word.kind !== 'keyboard') return;
    if (document.activeElement === document.body && last?.isConnected) last.focus();
    // What the e2e tests wait for (hostile-frame 14, 15); no page can read the frame's root.
    if (import.meta.env.MODE === 'e2e')
      document.documentElement.dataset.keyboard = `${word.state} ${++told}`;
    onState(word.state);
  });
  globalThis.addEventListener('focus', onWindow);
  globalThis.addEventListener('blur', onWindow);
  globalThis.addEventListener('focusout', onOut, true);
  return () => {
    stopHearing();
    globalThis.removeEventListener('focus', onWindow);
    globalThis.removeEventListener('blur', onWindow);
    globalThis.removeEventListener('focusout', onOut, true);
  };
}
