/** The control to focus once this frame takes the browser's focus. */
let pending: HTMLElement | undefined;

/**
 * Focuses `element`, in the panel's frame, without moving the browser's focus into the frame:
 * at once if this frame's window has the focus already, else when the frame takes it
 * (`takeFocus`). In Chromium, focusing an element of a frame without the focus moves the
 * browser's focus into that frame at once: away from the blank frame that holds the person's
 * keys (lib/ui/panel/key-catcher.ts) at whatever moment, with a key perhaps still down, whose
 * release then reached the page (hostile-frame 11). The last call wins.
 */
export function focusWhenOurs(element: HTMLElement | null | undefined): void {
  if (document.hasFocus()) element?.focus();
  else pending = element ?? pending;
}

/**
 * Takes the browser's focus into this frame, from this frame's own process: the browser sends
 * keys to the blank frame until it hears of the move, and the blank frame passes them on (a
 * `focus()` from the content script moved the page's process first, which took a key the
 * browser sent before it heard of the move as its own document's). The control waiting for
 * the focus gets it, unless something in this document has it (a control the person clicked).
 */
export function takeFocus(): void {
  globalThis.focus();
  if (pending?.isConnected && document.activeElement === document.body) pending.focus();
  pending = undefined;
}
