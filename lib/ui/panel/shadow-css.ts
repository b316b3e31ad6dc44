/**
 * The shared theme, rewritten for a shadow root: its variables are declared on `:root` and its
 * base text style on `body`, neither of which exists inside a shadow tree, so they move to the
 * host and to the panel's layer. The body rule is found after the start, a line break or a
 * closing brace, so the minified sheet of a production build (no line breaks) is rewritten too,
 * while class names that merely end in "body" are left alone.
 */
export function themeForShadowRoot(themeCss: string): string {
  return themeCss
    .replace(/:root\b/g, ':host')
    .replace(/(^|[\n}])\s*body(\s*)\{/g, '$1.wk-panel-layer$2{');
}
