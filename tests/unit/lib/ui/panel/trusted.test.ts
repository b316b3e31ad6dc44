// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { trusted } from '../../../../../lib/ui/panel/trusted';

// Issue 41, finding 6: a page dispatched Escape and Shift+Tab on its document, and the panel
// closed and moved its focus. Every listener the panel (and what it shares with the side panel)
// registers must ignore an event the person did not make.

/** The folders whose code runs in the page panel: where the files it draws are followed from. */
const PANEL_CODE = [
  'components/panel',
  'lib/ui/panel',
  'entrypoints/page-panel',
  'entrypoints/page-panel-frame',
];

/** Where a followed import is code the panel draws or runs on its page (not the shared data). */
const DRAWN = /^(components|lib\/ui|entrypoints)\//;

/**
 * Listeners that need no check, each with why: the click guard refuses events before the
 * panel's controls hear them, whoever made them (a page's events then do nothing anyway).
 */
const UNCHECKED: Record<string, string> = {
  'lib/ui/panel/click-guard.ts': 'refuses every early or unseen click, trusted or not',
};

/** The file a relative import names (`./x` is `x.ts`, `x.tsx` or `x/index.ts`). */
function resolveImport(from: string, spec: string): string | undefined {
  const base = normalize(join(dirname(from), spec));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/**
 * The panel's folders' files and every file they import, directly or not, under components/,
 * lib/ui/ and entrypoints/: each file the panel draws (a shared banner, a shared field) too.
 */
function sources(): { file: string; text: string }[] {
  const queue = PANEL_CODE.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(folder, name)),
  );
  const seen = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, match[1] as string);
      if (target && DRAWN.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map(([file, text]) => ({ file, text }));
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
    // Files outside the panel's folders that it draws are followed too.
    const files = new Set(all.map((listener) => listener.file));
    expect(files).toContain('components/ui/notice-banner.tsx');
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
