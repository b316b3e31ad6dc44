// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { trusted } from '../../../../../lib/ui/panel/trusted';

// Issue 41, finding 6: a page dispatched Escape and Shift+Tab on its document, and the panel
// closed and moved its focus. Every listener the panel (and what it shares with the side panel)
// registers must ignore an event the person did not make.

/** The folders whose code runs in the page panel, or is drawn by it. */
const PANEL_CODE = [
  'components/panel',
  'lib/ui/panel',
  'entrypoints/page-panel',
  'entrypoints/page-panel-frame',
];

/**
 * Listeners that need no check, each with why: the click guard refuses events before the
 * panel's controls hear them, whoever made them (a page's events then do nothing anyway).
 */
const UNCHECKED: Record<string, string> = {
  'lib/ui/panel/click-guard.ts': 'refuses every early or unseen click, trusted or not',
};

function sources(): { file: string; text: string }[] {
  return PANEL_CODE.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => ({
        file: join(folder, name),
        text: readFileSync(join(folder, name), 'utf8'),
      })),
  );
}

/** Every listener in `text`: an `on…={` prop on a DOM element, or an `addEventListener(`. */
function listeners(text: string): { at: string; checked: boolean }[] {
  const found: { at: string; checked: boolean }[] = [];
  for (const match of text.matchAll(/\b(on[A-Z]\w*)=\{/g)) {
    // The element the prop is on: a lowercase tag is the DOM's, a capitalised one a component.
    const tag = /<([A-Za-z][\w.]*)[^<]*$/.exec(text.slice(0, match.index))?.[1] ?? '';
    if (!/^[a-z]/.test(tag)) continue;
    const value = text.slice(match.index + match[0].length);
    found.push({ at: `<${tag} ${match[1]}>`, checked: value.startsWith('trusted(') });
  }
  for (const match of text.matchAll(/addEventListener\(\s*([^,]+),\s*([^,)]+)/g)) {
    const handler = match[2]?.trim() ?? '';
    const defined = /^\w+$/.test(handler) && text.includes(`const ${handler} = trusted(`);
    found.push({
      at: `addEventListener(${match[1]})`,
      checked: handler.startsWith('trusted(') || defined,
    });
  }
  return found;
}

describe('every listener of the page panel checks isTrusted', () => {
  const all = sources().flatMap(({ file, text }) =>
    listeners(text).map((listener) => ({ file, ...listener })),
  );

  it('finds the listeners it checks (the list is not empty by mistake)', () => {
    expect(all.length).toBeGreaterThan(20);
    const found = all.map((listener) => listener.at);
    expect(found).toContain("addEventListener('keydown')");
    expect(found).toContain("addEventListener('message')");
  });

  it.each(all.filter((listener) => !(listener.file in UNCHECKED)))(
    '$file $at goes through trusted()',
    ({ checked }) => {
      expect(checked).toBe(true);
    },
  );
});

describe('trusted', () => {
  it("does nothing for a page script's event, and acts on the person's", () => {
    const handler = vi.fn();
    const button = document.createElement('button');
    button.addEventListener('click', trusted(handler));
    const forged = new Event('click');
    Object.defineProperty(forged, 'isTrusted', { value: false });
    button.dispatchEvent(forged);
    expect(handler).not.toHaveBeenCalled();
    const real = new Event('click');
    Object.defineProperty(real, 'isTrusted', { value: true });
    button.dispatchEvent(real);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
