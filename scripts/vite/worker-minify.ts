import { minify } from 'terser';
import type { Plugin } from 'vite';

/** The service worker's file in the build (WXT builds it as one file of its own). */
const WORKER = 'background.js';

/**
 * Minifies the service worker once more, as a whole, once it is bundled: the build's own Terser
 * pass (wxt.config.ts) leaves names and expressions that a second pass over the finished file
 * still shortens, about 0.2 KB gzip of the worker (issue 44's size budget: the worker is the
 * one bundle that cannot load code later, Chromium refusing `import()` in a service worker).
 * The pages' chunks gain little from it (under 50 B each) and are left as they are. Left out
 * when the build writes source maps, which this pass would leave behind.
 */
export function workerMinify(): Plugin {
  return {
    name: 'wk-worker-minify',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const worker = bundle[WORKER];
      if (worker?.type !== 'chunk' || worker.map) return;
      // As a whole file: its one top-level name (WXT's `var background`, which nothing reads) goes
      // too; ES2020 as the rest of the worker already is (optional chaining, `??`).
      const minified = await minify(worker.code, {
        compress: { passes: 3 },
        ecma: 2020,
        toplevel: true,
      });
      if (minified.code) worker.code = minified.code;
    },
  };
}
