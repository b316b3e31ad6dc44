import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildBoot, popupHtml, popupPage } from '../../../../scripts/vite/popup-html';

/** The plugin's HTML transform, as Vite calls it once the page's tags are in. */
function transform(html: string, filename: string, bundle?: Record<string, unknown>): string {
  const hook = popupHtml().transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { filename, bundle } as unknown as IndexHtmlTransformContext);
}

const asset = (source: string) => ({ type: 'asset', source });
const PAGE =
  '<head><link rel="stylesheet" crossorigin href="/assets/popup-1.css">' +
  '<link rel="stylesheet" href="/assets/theme-2.css"></head>';

describe("the popup's style sheets written into its page", () => {
  it('replaces each linked sheet of popup.html with its text, in order, naming its file', () => {
    const html = transform(PAGE, '/src/entrypoints/popup/index.html', {
      'assets/popup-1.css': asset('.wk-popup{width:400px}\n'),
      'assets/theme-2.css': asset(':root{color-scheme:light dark}'),
    });
    expect(html).toBe(
      '<head><style data-href="/assets/popup-1.css">.wk-popup{width:400px}</style>' +
        '<style data-href="/assets/theme-2.css">:root{color-scheme:light dark}</style></head>',
    );
  });

  it('leaves the other pages, and a sheet that is not in the bundle, linked', () => {
    const bundle = { 'assets/popup-1.css': asset('.a{}') };
    expect(transform(PAGE, '/src/entrypoints/options/index.html', bundle)).toBe(PAGE);
    expect(transform(PAGE, '/src/entrypoints/popup/index.html', bundle)).toContain(
      '<link rel="stylesheet" href="/assets/theme-2.css">',
    );
    expect(transform(PAGE, '/src/entrypoints/popup/index.html')).toBe(PAGE);
  });

  it('leaves linked a sheet whose text would end the element early', () => {
    const html = transform(PAGE, '/src/entrypoints/popup/index.html', {
      'assets/popup-1.css': asset('.a::after{content:"</style><script>"}'),
      'assets/theme-2.css': asset('.b{}'),
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/popup-1.css">');
    expect(html).toContain('<style data-href="/assets/theme-2.css">.b{}</style>');
  });
});

describe("the popup's scripts", () => {
  const page = '<head><script type="module" crossorigin src="/chunks/popup-1.js"></script></head>';

  it('puts the boot script first, alone blocking rendering (it shows the kept frame)', () => {
    expect(popupPage(page, {}, 'chunks/popup-boot-ab.js')).toBe(
      '<head><script type="module" blocking="render" src="/chunks/popup-boot-ab.js"></script>' +
        '<template id="wk-page-scripts">' +
        '<script type="module" crossorigin src="/chunks/popup-1.js"></script></template></head>',
    );
  });

  it("holds all the popup's own scripts, in order, in one template for the boot script", () => {
    const three =
      '<head><script type="module" crossorigin src="/chunks/data-1.js"></script>\n    ' +
      '<script type="module" crossorigin src="/chunks/panel-2.js"></script>\n    ' +
      '<script type="module" crossorigin src="/chunks/main-3.js"></script>\n    ' +
      '<style data-href="/a.css">.a{}</style></head>';
    const html = popupPage(three, {}, 'chunks/popup-boot-ab.js');
    const template = html.match(/<template id="wk-page-scripts">(.*)<\/template>/s)?.[1] ?? '';
    expect([...template.matchAll(/src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/chunks/data-1.js',
      '/chunks/panel-2.js',
      '/chunks/main-3.js',
    ]);
    // Outside the template, the boot script is the page's one script, and nothing else moved.
    const outside = html.replace(/<template.*<\/template>/s, '');
    expect(outside.match(/<script/g)).toHaveLength(1);
    expect(outside).toContain('<style data-href="/a.css">.a{}</style>');
  });

  it("without a boot script, blocks rendering until the popup's own has run", () => {
    expect(transform(page, '/src/entrypoints/popup/index.html', {})).toBe(
      '<head><script type="module" blocking="render" crossorigin src="/chunks/popup-1.js"></script></head>',
    );
  });

  it("leaves the other pages' scripts alone", () => {
    expect(transform(page, '/src/entrypoints/options/index.html', {})).toBe(page);
  });

  it('builds the boot script as one file that imports nothing, named by its content', async () => {
    const boot = await buildBoot();
    expect(boot.fileName).toMatch(/^chunks\/popup-boot-[0-9a-f]{8}\.js$/);
    expect(boot.source).toContain('wk:first-frame');
    expect(boot.source).not.toMatch(/\bimport\b|\bexport\b/);
    // With the "Next meeting" card it draws in the first frame (components/meetings/show-card.ts).
    expect(boot.source.length).toBeLessThan(4_500);
    expect((await buildBoot()).fileName).toBe(boot.fileName);
  });
});
