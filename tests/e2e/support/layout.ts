import type { Frame, Page } from 'playwright-core';

/**
 * The elements of `page` whose text does not fit: a control or text that reaches past the
 * window's right edge, or whose content is wider than its box while the box clips it (no
 * ellipsis meant to show the cut). Looks through open shadow roots (the page panel). Answers
 * one line per element, empty when the layout holds.
 */
export function overflowingText(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        const box = element.getBoundingClientRect();
        // Text meant only for screen readers sits in a 1 px box on purpose.
        if (!text || box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} “${text.slice(0, 40)}”`;
        if (box.right > width + 1)
          found.push(`${name} ends at ${Math.round(box.right)} px of ${width}`);
        else if (clips && !scrolls && element.scrollWidth > element.clientWidth + 1)
          found.push(`${name} is cut: ${element.scrollWidth} px in ${element.clientWidth}`);
      }
    };
    visit(document);
    return found;
  });
}
