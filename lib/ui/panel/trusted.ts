/**
 * A listener that acts only on the person's own input: an event a page's script made
 * (`isTrusted` false: `dispatchEvent`, `click()`) does nothing. Every listener of the page panel
 * and of the views it shares with the side panel goes through this
 * (tests/unit/lib/ui/panel/trusted.test.ts lists them), so a page cannot press Escape, move the
 * focus, type or click for the person. An event that does not say (a test's DOM) is let through:
 * browsers always say.
 */
export function trusted<E extends Event>(handler: (event: E) => void): (event: E) => void {
  return (event) => {
    if (event.isTrusted === false) return;
    handler(event);
  };
}
