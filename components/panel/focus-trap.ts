// The kinds of control the panel has (no links, selects or tabindex): the script is injected
// into pages and counted to the byte (issue 17), so it names no kind it never draws.
const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),textarea:not([disabled])';

/** The elements Tab can reach inside `container`, in order. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('hidden') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** The focused element, looking inside the shadow root that holds `container`. */
function activeIn(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal panel): from the last element Tab goes
 * to the first, and back. Answers true when it moved the focus itself.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = activeIn(container);
  const inside = active !== null && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
