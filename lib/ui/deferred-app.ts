// The side panel's own scripts, held until its first frame is painted (scripts/vite/popup-html.ts
// writes them into a <template>): fetched beside the boot script, they made that frame wait for
// them. This module imports nothing: the boot script bundles it.

/** The id of the <template> that holds the page's scripts, when the build held them back. */
const APP_TEMPLATE = 'wk-app';

/** The longest the held scripts wait for the first frame (a hidden page never paints). */
const PAINT_WAIT_MS = 200;

/** The <template> holding the page's own scripts, or null when they are in the page. */
export function heldScripts(): HTMLTemplateElement | null {
  return document.getElementById(APP_TEMPLATE) as HTMLTemplateElement | null;
}

/**
 * Starts the page's own scripts the build held back, in order: once the first frame is painted
 * when `framed` (the kept frame is on screen: nothing else is needed for it), at once
 * otherwise (they draw the first screen). Does nothing when none were held.
 */
export function startHeldScripts(framed: boolean): void {
  const held = heldScripts();
  if (!held) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const script of Array.from(held.content.querySelectorAll('script[src]'))) {
      const element = document.createElement('script');
      element.type = 'module';
      element.src = script.getAttribute('src') ?? '';
      document.head.append(element);
    }
  };
  if (!framed || document.hidden) {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, PAINT_WAIT_MS);
}
