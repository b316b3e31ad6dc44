import { minify } from 'terser';
import type { Plugin, UserConfig } from 'vite';
import { minify as oxcMinify } from 'vite';

/** The service worker's file in the build (WXT builds it as one file of its own). */
const WORKER = 'background.js';

/**
 * Oxc's minifier (Vite's own, the one the browser tests' builds run), on the whole file
 * `fileName` of the build (the worker's unless named).
 */
export async function oxc(code: string, fileName = WORKER): Promise<string> {
  const result = await oxcMinify(fileName, code, {
    compress: { target: 'es2020' },
    mangle: { toplevel: true },
  });
  if (result.errors.length > 0) throw new Error(result.errors[0]?.message);
  return result.code;
}

/**
 * Minifies the service worker as a whole, once it is bundled, with both minifiers in turn:
 * Oxc, then Terser's compression (three passes; its names left to the last step), then Oxc
 * again, whose names for the finished file gzip better than Terser's. The worker is the one
 * bundle that cannot load code later (Chromium refuses `import()` in a service worker), so
 * every byte of it loads at each wake. 41,116 B gzip with the build's Terser and a second
 * Terser pass over the file (issue 44); 40,369 B this way (-747 B, issue 56). The pages' chunks
 * keep the build's Terser, then get Oxc's names too (page-names.ts). The worker's own build does not minify, so
 * that the first step sees the code whole; left out when the build writes source maps, which
 * these passes would leave behind.
 */
export function workerMinify(): Plugin {
  return {
    name: 'wk-worker-minify',
    apply: 'build',
    enforce: 'post',
    config(config) {
      const lib = config.build?.lib;
      if (lib && lib.fileName === 'background' && !config.build?.sourcemap) {
        return { build: { minify: false } } as UserConfig;
      }
    },
    async generateBundle(_options, bundle) {
      const worker = bundle[WORKER];
      if (worker?.type !== 'chunk' || worker.map) return;
      // As a whole file: its one top-level name (WXT's `var background`, which nothing reads) goes
      // too; ES2020 as the rest of the worker already is (optional chaining, `??`).
      const compressed = await minify(await oxc(worker.code), {
        compress: { passes: 3 },
        mangle: false,
        ecma: 2020,
        toplevel: true,
      });
      if (compressed.code) worker.code = await oxc(compressed.code);
    },
  };
}
