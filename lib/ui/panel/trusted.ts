/** Set while the panel itself replays what the person did (`asPerson`). */
let replaying = false;

/**
 * A listener that acts only on the person's own input: an event a page's script made
 * (`isTrusted` false: `dispatchEvent`, `click()`) does nothing. Every listener of the page panel
 * and of the views it shares with the side panel goes through this
 * (tests/unit/lib/ui/panel/trusted.test.ts lists them), so a page cannot press Escape, move the
 * focus, type or click for the person. An event that does not say (a test's DOM) is let through:
 * browsers always say. So is one the panel replays itself (`asPerson`).
 */
export function trusted<E extends Event>(handler: (event: E) => void): (event: E) => void {
  return (event) => {
    if (event.isTrusted === false && !replaying) return;
    handler(event);
  };
}

/**
 * Runs `act`, whose events (dispatched synchronously) count as the person's: the panel's frame
 * replaying a click it held until the panel's visibility was confirmed after it, or a key the
 * person typed before the panel could take it. Only the frame's own code can call it: no page
 * script reaches the frame's realm (an extension page of another origin).
 */
export function asPerson(act: () => void): void {
  replaying = true;
  try {
    act();
  } finally {
    replaying = false;
  }
}

/** Whether the event being handled now is one the panel replays (`asPerson`). */
export function replayed(): boolean {
  return replaying;
}
