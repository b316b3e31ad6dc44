// The kinds of control the panel has (no links, selects or tabindex), none of them hidden: the
// script is injected into pages and counted to the byte (issue 17), so it names no kind it
// never draws.
const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),textarea:not([disabled])';

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal panel): from the last element Tab goes
 * to the first, and back; from outside the panel (the focus slipped onto the page) it comes
 * back in. With nothing to focus, Tab does nothing.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = container.querySelectorAll<HTMLElement>(FOCUSABLE);
  // Tab leaves the panel from its last element (Shift+Tab: its first) and comes in at the other.
  const edge = items[event.shiftKey ? 0 : items.length - 1];
  const other = items[event.shiftKey ? items.length - 1 : 0];
  // The focused element, looked for inside the shadow root that holds `container`.
  const active = (container.getRootNode() as ShadowRoot).activeElement;
  if (!other || active === edge || active === null || !container.contains(active)) {
    event.preventDefault();
    other?.focus();
  }
}
