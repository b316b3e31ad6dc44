import type { Frame, Page } from 'playwright-core';
import { PANEL_FRAME } from './driver';

/**
 * Where the focus is: the page, or the page panel's frame when the page's focus is on the
 * frame (the panel is an extension page of its own, issue 41).
 */
export async function focusedPlace(page: Page): Promise<Page | Frame> {
  const onFrame = await page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.tagName === 'IFRAME';
  });
  const frame = onFrame && page.frames().find((candidate) => candidate.url().includes(PANEL_FRAME));
  return frame || page;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element's name (its aria-label,
 * else its text) matches `name`, as a person looking for a control with the keyboard does;
 * looks through open shadow roots. Fails with the names it passed when none matches.
 */
export async function tabTo(
  page: Page,
  name: RegExp,
  options: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const passed: string[] = [];
  for (let step = 0; step < (options.limit ?? 80); step += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (name.test(focused)) return;
    passed.push(focused);
  }
  throw new Error(`Tab never reached ${name}; it passed: ${passed.join(' | ')}`);
}

/** The focused element's `attribute`, looking through open shadow roots. */
export async function focusedAttribute(page: Page, attribute: string): Promise<string | null> {
  return (await focusedPlace(page)).evaluate((name) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute(name) ?? null;
  }, attribute);
}

/**
 * The focused element's name (its aria-label, else its label, else its text), looking through
 * open shadow roots; empty when nothing in the page has focus.
 */
export async function focusedName(page: Page): Promise<string> {
  return (await focusedPlace(page)).evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // Focus on nothing (the body, or outside the page): its text is the whole page's, which
    // would match any name (tabTo keeps tabbing).
    if (!active || active === document.body || active === document.documentElement) return '';
    const labelled = active.getAttribute('aria-labelledby');
    const root = active.getRootNode() as Document | ShadowRoot;
    const label = labelled ? root.getElementById?.(labelled)?.textContent : null;
    const id = active.id;
    const forLabel = id ? root.querySelector?.(`label[for="${id}"]`)?.textContent : null;
    return (active.getAttribute('aria-label') ?? label ?? forLabel ?? active.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}
