import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { PAGE_SCRIPTS_ID } from '../../lib/ui/page-scripts';
import { oxc } from './worker-minify';

/**
 * The pages this applies to: the popup, opened dozens of times a day, and the side panel, the
 * same page in another place (lib/ui/place.ts).
 */
const POPUP = /(popup|sidepanel)[\\/]index\.html$/;

/** The popup's boot script (it shows the kept first frame) and where the build writes it. */
const BOOT_ENTRY = fileURLToPath(new URL('../../entrypoints/popup/boot.ts', import.meta.url));

/** A built boot script: its file in the build and its text. */
export interface BootScript {
  fileName: string;
  source: string;
}

/**
 * The popup's boot script (entrypoints/popup/boot.ts) bundled with what it imports into one
 * file, named by a hash of its text. Vite folds all the module scripts of a page into one entry,
 * whose shared code it splits into chunks: the boot script would then wait for those. Bundled by
 * esbuild, then minified by Terser as the rest of the build is (wxt.config.ts): 70 B gzip less
 * than esbuild's own minifier in the one file every opening's first frame waits for. Then
 * Oxc's names, as the pages' chunks get (page-names.ts): 1,857 B before, 1,847 B after.
 */
export async function buildBoot(): Promise<BootScript> {
  const result = await build({
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    write: false,
  });
  const bundled = result.outputFiles[0]?.text ?? '';
  const minified = await minify(bundled, { module: true, compress: { passes: 3 } });
  const source = await oxc(minified.code ?? '', 'popup-boot.js');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `chunks/popup-boot-${hash}.js`, source };
}

/**
 * popup.html as its first frame needs it (`boot`: its boot script, when the build made one):
 * - Its style sheets are written into it as `<style>` elements instead of linked. A linked sheet
 *   is one more file the browser fetches from the extension's package before the first frame
 *   may paint (and before any script may run); under a trace that fetch took 40 ms on a warm
 *   opening, as long as loading the page itself. The popup's sheets are the first screen's
 *   (about 2 KB gzip; the lazy views bring their own). The files stay in the build for the
 *   other pages that link them. Extension pages may carry inline styles: their content
 *   security policy restricts scripts, not styles. A sheet whose text would end the element
 *   early stays linked. Each `<style>` names its file (`data-href`), so a lazy chunk that
 *   needs the same sheet does not link it again (lean-preload.ts): a second copy, later in the
 *   cascade, undid the popup's own rules over the theme's and moved the page 6 px down.
 * - The boot script comes first and blocks rendering (`blocking="render"`): it shows the first
 *   frame the last opening kept, a frame painted before it is an empty popup, and it is one
 *   small file, where the popup's own scripts are two. Those wait in a `<template>` until the
 *   boot script starts them (lib/ui/page-scripts.ts): once the frame it showed is painted, or at
 *   once when it showed none. In the page, their files were fetched during its parse and run
 *   before its first frame (module scripts run once the document is parsed): the side panel's
 *   first screen took about 1.3x of a blank page, 1.15x held (BENCHMARKS.md "Side panel"). The
 *   popup's own script then finds the frame on screen, or draws the first screen in its first
 *   task. Without a boot script the popup's scripts stay in the page and block rendering
 *   themselves. Browsers without the attribute (Firefox) ignore it.
 */
export function popupPage(
  html: string,
  bundle: Record<string, { type: string; source?: unknown }>,
  boot?: string,
): string {
  const styled = html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/?([^"]+\.css)">/g,
    (link, fileName: string) => {
      const asset = bundle[fileName];
      if (asset?.type !== 'asset') return link;
      const css = String(asset.source).trim();
      return /<\/style/i.test(css) ? link : `<style data-href="/${fileName}">${css}</style>`;
    },
  );
  if (!boot) {
    return styled.replace(
      /<script type="module"(?! blocking)/g,
      '<script type="module" blocking="render"',
    );
  }
  const scripts = styled.match(MODULE_SCRIPT) ?? [];
  let first = true;
  return styled.replace(MODULE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    const held = `<template id="${PAGE_SCRIPTS_ID}">${scripts.join('')}</template>`;
    return `<script type="module" blocking="render" src="/${boot}"></script>${held}`;
  });
}

/** A module script element of a built page, with the white space after it. */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

/** Writes popup.html as popupPage says, and the boot script beside the popup's own. */
export function popupHtml(): Plugin {
  let boot: BootScript | undefined;
  return {
    name: 'wk-popup-html',
    apply: 'build',
    async buildStart(options) {
      const input = options.input;
      const pages = Array.isArray(input) ? input : Object.values(input ?? {});
      boot = pages.some((page) => POPUP.test(String(page))) ? await buildBoot() : undefined;
    },
    generateBundle() {
      if (boot) this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!POPUP.test(context.filename) || !context.bundle) return html;
        return popupPage(html, context.bundle, boot?.fileName);
      },
    },
  };
}
