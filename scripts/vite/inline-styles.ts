import type { Plugin } from 'vite';

/** The page whose style sheets are written into it: the popup, opened dozens of times a day. */
const INLINED = /popup[\\/]index\.html$/;

/**
 * Writes the popup's style sheets into popup.html as `<style>` elements instead of linking
 * them. A linked sheet is one more file the browser fetches from the extension's package before
 * the first frame may paint (and before any script may run); under a trace that fetch took
 * 40 ms on a warm opening, as long as loading the page itself. The popup's sheets are the
 * first screen's (about 2 KB gzip; the lazy views bring their own when they load). The files
 * stay in the build for the other pages that link them. Extension pages may carry inline
 * styles: their content security policy restricts scripts, not styles.
 */
export function inlineStyles(): Plugin {
  return {
    name: 'wk-inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!INLINED.test(context.filename) || !context.bundle) return html;
        const bundle = context.bundle;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/?([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source).trim();
            // Text that would end the element early stays in its file.
            return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
