import type { Plugin } from 'vite';

/** Vite's id for the helper it wraps around every `import()` of the pages. */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * The pages' `import()` wrapper. A lazy chunk's dependencies (paths inside the build) are the
 * chunks it imports, asked for at once beside it (`modulepreload`) rather than after it has
 * been read, and its style sheets, which the chunk waits for so that it never draws unstyled.
 * Each is asked for once per page, and none the page has already (linked, or written into it
 * as a `<style data-href>`: scripts/vite/popup-html.ts). A style sheet that fails rejects the
 * import, so the lazy view says so in words and offers a retry, which asks for it again.
 */
export function makePreload() {
  const pending: Record<string, Promise<unknown> | undefined> = {};
  const add = (dep: string, rel: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = `/${dep}`;
    document.head.append(link);
    return link;
  };
  const fetchStyle = (dep: string) =>
    new Promise((resolve, reject) => {
      const link = add(dep, 'stylesheet');
      link.onload = resolve;
      link.onerror = () => {
        pending[dep] = undefined;
        link.remove();
        reject(new Error(`Unable to load ${dep}`));
      };
    });
  return (load: () => Promise<unknown>, deps?: string[]): Promise<unknown> =>
    Promise.all(
      (deps ?? []).map((dep) => {
        const there = `link[href="/${dep}"],style[data-href="/${dep}"]`;
        if (pending[dep] || document.querySelector(there)) return pending[dep];
        // A script is not waited for: the import itself fails if it cannot be read.
        pending[dep] = dep.endsWith('.css')
          ? fetchStyle(dep)
          : Promise.resolve(add(dep, 'modulepreload'));
        return pending[dep];
      }),
    ).then(load);
}

/**
 * Replaces Vite's preload helper (1 KB gzip in every page's first frame: a `modulepreload`
 * feature test, CSP nonces, `vite:preloadError` events, none of which the extension's pages
 * use) with `makePreload`, the part they use.
 */
export function leanPreload(): Plugin {
  return {
    name: 'wk-lean-preload',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER_ID ? HELPER_ID : undefined),
    load: (id) =>
      id === HELPER_ID ? `export const __vitePreload = (${makePreload.toString()})();` : undefined,
  };
}
