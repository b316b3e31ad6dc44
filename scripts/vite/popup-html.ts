import type { Plugin } from 'vite';

/** The page this applies to: the popup, opened dozens of times a day. */
const POPUP = /popup[\\/]index\.html$/;

/**
 * popup.html as its first frame needs it:
 * - Its style sheets are written into it as `<style>` elements instead of linked. A linked sheet
 *   is one more file the browser fetches from the extension's package before the first frame
 *   may paint (and before any script may run); under a trace that fetch took 40 ms on a warm
 *   opening, as long as loading the page itself. The popup's sheets are the first screen's
 *   (about 2 KB gzip; the lazy views bring their own). The files stay in the build for the
 *   other pages that link them. Extension pages may carry inline styles: their content
 *   security policy restricts scripts, not styles. A sheet whose text would end the element
 *   early stays linked.
 * - Its module script blocks rendering (`blocking="render"`): the popup draws its first screen
 *   in the task its script runs (components/first-screen), and a frame painted before that is
 *   an empty popup that flashes, after which the screen waits for the next frame. Browsers
 *   without the attribute (Firefox) ignore it.
 */
export function popupHtml(): Plugin {
  return {
    name: 'wk-popup-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!POPUP.test(context.filename) || !context.bundle) return html;
        const bundle = context.bundle;
        return html
          .replace(
            /<link rel="stylesheet"(?: crossorigin)? href="\/?([^"]+\.css)">/g,
            (link, fileName: string) => {
              const asset = bundle[fileName];
              if (asset?.type !== 'asset') return link;
              const css = String(asset.source).trim();
              return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
            },
          )
          .replace(
            /<script type="module"(?! blocking)/g,
            '<script type="module" blocking="render"',
          );
      },
    },
  };
}
