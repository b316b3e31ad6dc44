import { minify } from 'terser';
import type { Plugin } from 'vite';

/** The answers main.tsx takes: the stored first screen (unchecked) and the active tab. */
type FirstRead = Promise<[unknown, { id?: number; url?: string } | undefined]>;

interface ExtensionApi {
  runtime?: { id?: string };
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  tabs: {
    query(filter: object): Promise<{ id?: number; url?: string }[]>;
  };
}

/**
 * Asks for the popup's one storage read (`key`, the first screen) and the active tab, and
 * leaves both answers in `globalThis.wkFirstRead`; a failure answers undefined. Runs as a
 * classic script of its own (its source is this function's text), so it must not use anything
 * from outside its body.
 */
export function firstRead(key: string): void {
  const scope = globalThis as unknown as {
    browser?: ExtensionApi;
    chrome: ExtensionApi;
    wkFirstRead?: FirstRead;
  };
  const api = scope.browser?.runtime?.id ? scope.browser : scope.chrome;
  scope.wkFirstRead = Promise.all([
    api.storage.local.get(key).then(
      (items) => items[key],
      () => undefined,
    ),
    api.tabs.query({ active: true, currentWindow: true }).then(
      ([tab]) => tab && { id: tab.id, url: tab.url },
      () => undefined,
    ),
  ]);
}

/** Where the built script is, in the package. */
export const FIRST_READ_FILE = 'chunks/popup-first-read.js';

/**
 * Starts the popup's first-screen read before its modules load. Module scripts run only once
 * they and their imports are fetched and compiled; a classic script in the head runs as the
 * HTML is parsed, so the read (about 13 ms on a warm opening) overlaps the loading of the code
 * instead of following it. The script is `firstRead`'s text, minified, written into the build
 * beside popup.html and named in its head; entrypoints/popup/main.ts takes the answers.
 * Build only: without it (`wxt dev`), the popup opens as on an empty cache.
 */
export function popupFirstRead(key: string): Plugin {
  let pages = false;
  return {
    name: 'wk-popup-first-read',
    apply: 'build',
    async buildStart(options) {
      const inputs = Object.values(
        typeof options.input === 'object' ? options.input : [options.input],
      );
      pages = inputs.some((input) => /popup[\\/]index\.html$/.test(String(input)));
      if (!pages) return;
      const source = `(${firstRead.toString()})(${JSON.stringify(key)});`;
      const { code } = await minify(source, { compress: { passes: 2 }, toplevel: true });
      this.emitFile({ type: 'asset', fileName: FIRST_READ_FILE, source: code ?? source });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        pages && /popup[\\/]index\.html$/.test(context.filename)
          ? [{ tag: 'script', attrs: { src: `/${FIRST_READ_FILE}` }, injectTo: 'head' }]
          : [],
    },
  };
}
