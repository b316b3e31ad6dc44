import type { Plugin } from 'vite';
import { oxc } from './worker-minify';

/**
 * The pages' chunks (`chunks/*.js`) minified once more by Oxc after the build's Terser, as the
 * worker's last step is (worker-minify.ts): Oxc's names for a finished file gzip better than
 * Terser's. The popup's opening with the "Next meeting" card (its four files and the card's
 * chunk) 12,864 B gzip before, 12,746 B after (issue 56), the page panel's frame 19,600 B before,
 * 19,460 B after; a few small lazy chunks gain 1 to 4 B.
 * Only in the builds that minify with Terser (wxt.config.ts): the others are Oxc's already.
 * Left out when the build writes source maps, which this pass would leave behind.
 */
export function pageNames(): Plugin {
  return {
    name: 'wk-page-names',
    apply: 'build',
    enforce: 'post',
    // After Vite's own hooks, which write the lazy chunks' lists of files into the code.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.map || !chunk.fileName.startsWith('chunks/')) {
            continue;
          }
          chunk.code = await oxc(chunk.code, chunk.fileName);
        }
      },
    },
  };
}
