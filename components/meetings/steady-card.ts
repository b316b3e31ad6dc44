/** How long the pointer must rest (no move, no button held) before the card may change size. */
export const REST_MS = 800;

/**
 * Keeps the "Next meeting" card's `host` from moving what is under a person's pointer. The card
 * sits above the header, and it can arrive, grow, shrink or go while the page is open: on the
 * popup's first opening it lands with the worker's first answers, and a meeting starts or ends
 * under an open side panel. A click aimed at "Open in side panel" or a feed entry then hit
 * the card instead (CI on 2026-11-27 lost such a click). While the pointer moves or a button is
 * held, and until it has rested REST_MS, the host keeps the height it had (the new card is
 * clipped to it, an empty one keeps its room); then it takes its own height, once. Keys, a
 * screen reader and a page with no pointer on it see every change at once: the card is in the
 * document either way, only its box waits. Call once the first frame is painted; answers the
 * function that stops.
 */
export default function keepCardStill(host: HTMLElement): () => void {
  let movedAt = Number.NEGATIVE_INFINITY;
  let pressed = false;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let steady = host.getBoundingClientRect().height;
  const unhold = () => {
    for (const property of ['height', 'overflow', 'padding']) host.style.removeProperty(property);
  };

  const release = () => {
    timer = undefined;
    const waited = performance.now() - movedAt;
    if (pressed || waited < REST_MS) {
      timer = setTimeout(release, REST_MS - Math.max(0, waited));
      return;
    }
    held = false;
    unhold();
    steady = host.getBoundingClientRect().height;
  };
  const releaseLater = () => {
    if (held && timer === undefined) timer = setTimeout(release, REST_MS);
  };
  // Runs after the card's DOM changed and before the browser lays it out and paints it.
  const changed = () => {
    if (!held) {
      const pointing = pressed || performance.now() - movedAt < REST_MS;
      if (!pointing) {
        steady = host.getBoundingClientRect().height;
        return;
      }
      held = true;
      // An empty host has no padding (next-meeting.css pads only a card): nor has a held one.
      Object.assign(host.style, { height: `${steady}px`, overflow: 'hidden' });
      if (steady === 0) host.style.padding = '0';
    }
    releaseLater();
  };
  const moved = () => {
    movedAt = performance.now();
  };
  const down = () => {
    moved();
    pressed = true;
  };
  const up = () => {
    moved();
    pressed = false;
    releaseLater();
  };

  const observer = new MutationObserver(changed);
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  const options = { capture: true, passive: true } as const;
  addEventListener('pointermove', moved, options);
  addEventListener('pointerdown', down, options);
  addEventListener('pointerup', up, options);
  addEventListener('pointercancel', up, options);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('pointermove', moved, options);
    removeEventListener('pointerdown', down, options);
    removeEventListener('pointerup', up, options);
    removeEventListener('pointercancel', up, options);
    unhold();
  };
}
