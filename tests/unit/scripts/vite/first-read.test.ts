import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_KEY } from '../../../../lib/shared/storage/first-screen';
import { FIRST_READ_FILE, firstRead, popupFirstRead } from '../../../../scripts/vite/first-read';

const scope = globalThis as unknown as Record<string, unknown>;
const saved = { chrome: scope.chrome, browser: scope.browser, wkFirstRead: scope.wkFirstRead };

afterEach(() => {
  // Files of this project share one module graph and globals: put back what was there.
  for (const [name, value] of Object.entries(saved)) scope[name] = value;
});

/** An extension API whose storage holds `stored` and whose active tab is `tab`. */
function fakeApi(stored: Record<string, unknown>, tab?: { id: number; url: string } | Error) {
  return {
    runtime: { id: 'extension' },
    storage: {
      local: { get: vi.fn(async (key: string) => (key in stored ? { [key]: stored[key] } : {})) },
    },
    tabs: {
      query: vi.fn(async () => {
        if (tab instanceof Error) throw tab;
        return tab ? [{ ...tab, title: 'not asked for' }] : [];
      }),
    },
  };
}

describe('the popup first read', () => {
  it('asks for the first screen and the active tab at once, and leaves both answers', async () => {
    const api = fakeApi(
      { [FIRST_SCREEN_KEY]: { scope: 's', pages: [] }, other: 1 },
      {
        id: 7,
        url: 'https://example.com/',
      },
    );
    scope.browser = undefined;
    scope.chrome = api;
    firstRead(FIRST_SCREEN_KEY);
    expect(api.storage.local.get).toHaveBeenCalledWith(FIRST_SCREEN_KEY);
    expect(api.tabs.query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    await expect(scope.wkFirstRead).resolves.toEqual([
      { scope: 's', pages: [] },
      { id: 7, url: 'https://example.com/' },
    ]);
  });

  it("uses Firefox's browser namespace, and answers undefined for what fails", async () => {
    const api = fakeApi({}, new Error('no tabs'));
    api.storage.local.get.mockRejectedValueOnce(new Error('storage gone'));
    scope.browser = api;
    scope.chrome = undefined;
    firstRead(FIRST_SCREEN_KEY);
    await expect(scope.wkFirstRead).resolves.toEqual([undefined, undefined]);
  });

  it('builds into the popup as a classic script of its own text, minified', async () => {
    const plugin = popupFirstRead(FIRST_SCREEN_KEY);
    const emitted: { fileName: string; source: string }[] = [];
    const buildStart = plugin.buildStart as (this: unknown, options: unknown) => Promise<void>;
    await buildStart.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      { input: { popup: '/x/entrypoints/popup/index.html', options: '/x/options/index.html' } },
    );
    expect(emitted.map((file) => file.fileName)).toEqual([FIRST_READ_FILE]);
    const source = emitted[0]?.source ?? '';
    expect(source).toContain(JSON.stringify(FIRST_SCREEN_KEY));
    expect(source.length).toBeLessThan(firstRead.toString().length);
    // Run as the browser would: the text alone, with the extension API as a global.
    const api = fakeApi({ [FIRST_SCREEN_KEY]: 'kept' }, { id: 1, url: 'https://a.test/' });
    scope.browser = undefined;
    scope.chrome = api;
    new Function(source)();
    await expect(scope.wkFirstRead).resolves.toEqual(['kept', { id: 1, url: 'https://a.test/' }]);
    const html = plugin.transformIndexHtml as { handler: (html: string, c: object) => unknown };
    expect(html.handler('', { filename: '/x/entrypoints/popup/index.html' })).toEqual([
      { tag: 'script', attrs: { src: `/${FIRST_READ_FILE}` }, injectTo: 'head' },
    ]);
    expect(html.handler('', { filename: '/x/entrypoints/options/index.html' })).toEqual([]);
  });

  it('is left out of the builds without the popup (the worker, the page panel)', async () => {
    const plugin = popupFirstRead(FIRST_SCREEN_KEY);
    const emitted: unknown[] = [];
    const buildStart = plugin.buildStart as (this: unknown, options: unknown) => Promise<void>;
    await buildStart.call(
      { emitFile: (file: unknown) => emitted.push(file) },
      {
        input: { background: '/x/entrypoints/background.ts' },
      },
    );
    expect(emitted).toEqual([]);
    const html = plugin.transformIndexHtml as { handler: (html: string, c: object) => unknown };
    expect(html.handler('', { filename: '/x/entrypoints/popup/index.html' })).toEqual([]);
  });
});
