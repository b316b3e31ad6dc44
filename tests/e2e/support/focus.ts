import type { Page } from 'playwright-core';
import { focusedPlace } from './keyboard';

/** One place the Tab key stopped, and whether a person could see it. */
interface FocusStop {
  element: string;
  visible: boolean;
  /** The focus came back to an element it had already been on: the round is complete. */
  again: boolean;
}

/**
 * Presses Tab through `page` (at most `limit` times, or until the focus comes back to where it
 * started) and answers each element that got the focus without a visible mark: no outline and
 * no box shadow. Looks through open shadow roots and into the page panel's frame, so the
 * panel's controls count.
 */
export async function focusWithoutMark(page: Page, limit = 60): Promise<string[]> {
  const unmarked: string[] = [];
  await page.evaluate(() => {
    (globalThis as unknown as { __wkFocusSeen: WeakSet<Element> }).__wkFocusSeen = new WeakSet();
  });
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    // The page panel is an extension page in a frame: inside it, its own document answers.
    const stop = await (await focusedPlace(page)).evaluate((): FocusStop | null => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return null;
      const state = globalThis as unknown as {
        __wkFocusSeen?: WeakSet<Element>;
        __wkFocusLast?: Element;
      };
      state.__wkFocusSeen ??= new WeakSet();
      // A date field takes several Tab stops (day, month, year…): the same element again
      // right after itself is the next part of it, not the start of a second round.
      const again = state.__wkFocusSeen.has(active) && state.__wkFocusLast !== active;
      state.__wkFocusSeen.add(active);
      state.__wkFocusLast = active;
      // On a date field's picker button the focus is in the browser's own part of the control,
      // which the browser marks with its own ring: the field then does not match :focus.
      const browserPart = active instanceof HTMLInputElement && !active.matches(':focus');
      const style = getComputedStyle(active);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const shadowed = style.boxShadow !== 'none';
      // The chips field marks its whole box rather than the bare input inside it.
      const box = active.closest('.wk-chips');
      const markedBox = box !== null && getComputedStyle(box).outlineStyle !== 'none';
      const path: string[] = [];
      for (let node: Element | null = active; node && path.length < 4; node = node.parentElement) {
        path.unshift(
          `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`,
        );
      }
      const name =
        active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? '';
      return {
        element: `${path.join(' > ')}${active.id ? `#${active.id}` : ''} “${name}”`,
        visible: outlined || shadowed || markedBox || browserPart,
        again,
      };
    });
    if (!stop) continue;
    if (stop.again) break;
    if (!stop.visible) unmarked.push(stop.element);
  }
  return unmarked;
}
