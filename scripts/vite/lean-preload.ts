import type { Plugin } from 'vite';

/** Vite's id for the helper it wraps around every `import()` of the pages. */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * The pages' `import()` wrapper: what a lazy chunk needs before it runs is its style sheets.
 * The build lists no script dependencies (`modulePreload: false`: the browser fetches a
 * chunk's own imports), so a dependency is a style sheet (a path inside the build), fetched
 * once per page. A failed one rejects the import, so the lazy view says so in words and offers
 * a retry, and is asked again on that retry.
 */
export function makePreloadStyles() {
  const pending: Record<string, Promise<unknown> | undefined> = {};
  const fetchStyle = (dep: string) =>
    new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `/${dep}`;
      link.onload = resolve;
      link.onerror = () => {
        pending[dep] = undefined;
        link.remove();
        reject(new Error(`Unable to load ${dep}`));
      };
      document.head.append(link);
    });
  return (load: () => Promise<unknown>, deps?: string[]): Promise<unknown> =>
    Promise.all(
      (deps ?? []).map((dep) => {
        if (!dep.endsWith('.css') || document.querySelector(`link[href="/${dep}"]`))
          return undefined;
        pending[dep] ??= fetchStyle(dep);
        return pending[dep];
      }),
    ).then(load);
}

/**
 * Replaces Vite's preload helper (1 KB gzip in every page's first frame: script preloading,
 * CSP nonces, `vite:preloadError` events, none of which the extension's pages use) with
 * `makePreloadStyles`, the part they use.
 */
export function leanPreload(): Plugin {
  return {
    name: 'wk-lean-preload',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER_ID ? HELPER_ID : undefined),
    load: (id) =>
      id === HELPER_ID
        ? `export const __vitePreload = (${makePreloadStyles.toString()})();`
        : undefined,
  };
}
