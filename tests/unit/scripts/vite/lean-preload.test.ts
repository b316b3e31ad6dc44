// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leanPreload, makePreload } from '../../../../scripts/vite/lean-preload';

// Links the helper adds, kept out of the document: happy-dom would try to fetch them.
let added: HTMLLinkElement[] = [];
const links = () => added.filter((link) => !link.dataset.removed);
const settle = (index: number, type: 'load' | 'error') =>
  links()[index]?.dispatchEvent(new Event(type));

describe('makePreload', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) added.push(node as HTMLLinkElement);
    });
    vi.spyOn(HTMLLinkElement.prototype, 'remove').mockImplementation(function (
      this: HTMLLinkElement,
    ) {
      this.dataset.removed = 'yes';
    });
  });

  it("loads a lazy chunk's style sheets before its code runs, each once", async () => {
    const preload = makePreload();
    const load = vi.fn(async () => 'module');
    const first = preload(load, ['assets/tab.css', 'chunks/shared.js']);
    const second = preload(load, ['assets/tab.css', 'chunks/shared.js']);
    // The chunk it imports is asked for beside it, once, and not waited for.
    expect(links().map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['stylesheet', '/assets/tab.css'],
      ['modulepreload', '/chunks/shared.js'],
    ]);
    expect(load).not.toHaveBeenCalled();
    settle(0, 'load');
    await expect(first).resolves.toBe('module');
    await expect(second).resolves.toBe('module');
  });

  it('leaves alone a style sheet the page already has', async () => {
    // (Not rel="stylesheet": happy-dom would fetch it.)
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/popup.css">';
    const preload = makePreload();
    await expect(preload(async () => 'module', ['assets/popup.css'])).resolves.toBe('module');
    expect(links()).toHaveLength(0);
  });

  it('leaves alone a style sheet the page carries written into it', async () => {
    document.head.innerHTML = '<style data-href="/assets/theme.css">.wk-button{}</style>';
    const preload = makePreload();
    await expect(preload(async () => 'module', ['assets/theme.css'])).resolves.toBe('module');
    expect(links()).toHaveLength(0);
  });

  it('fails the import when a style sheet fails, and asks for it again on a retry', async () => {
    const preload = makePreload();
    const load = vi.fn(async () => 'module');
    const failed = preload(load, ['assets/tab.css']);
    settle(0, 'error');
    await expect(failed).rejects.toThrow('Unable to load assets/tab.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toHaveLength(0);
    const retried = preload(load, ['assets/tab.css']);
    settle(0, 'load');
    await expect(retried).resolves.toBe('module');
  });

  it("stands in for Vite's helper module in the build", () => {
    const plugin = leanPreload() as unknown as {
      resolveId: (id: string) => string | undefined;
      load: (id: string) => string | undefined;
    };
    expect(plugin.resolveId('\0vite/preload-helper.js')).toBe('\0vite/preload-helper.js');
    expect(plugin.resolveId('./other.js')).toBeUndefined();
    expect(plugin.load('\0vite/preload-helper.js')).toMatch(/^export const __vitePreload = \(/);
  });
});
