import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The baseline page: an extension page with nothing but one paragraph, added to the bench's own
 * copy of the build (never to what ships). It costs what any extension page costs to open:
 * the extension process, the navigation, parsing and a first paint.
 */
export const BLANK_PAGE = 'bench-blank.html';

/**
 * Two floors between the blank page and the popup, also only in the bench's copy: a page whose
 * one module script draws the paragraph (what running any script costs), and a page whose
 * script first reads the popup's first-screen key from `storage.local`, then draws it (what
 * any page that shows stored data costs). The popup cannot open faster than the second.
 */
export const SCRIPT_PAGE = 'bench-script.html';
export const READ_PAGE = 'bench-read.html';

const DRAW =
  "const p = document.createElement('p'); p.dataset.benchContent = ''; p.textContent = 'Drawn'; document.body.append(p);";

function writePage(dir: string, name: string, body: string, script?: string): void {
  const tag = script ? `<script type="module" src="/${name}.js"></script>` : '';
  writeFileSync(
    join(dir, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title>${tag}</head><body>${body}</body></html>\n`,
  );
  if (script) writeFileSync(join(dir, `${name}.js`), `${script}\n`);
}

/** Adds the blank page and the two floors to the build in `dir`. */
export function addBenchPages(dir: string): void {
  writePage(dir, 'bench-blank', '<p data-bench-content>Blank</p>');
  writePage(dir, 'bench-script', '', DRAW);
  writePage(
    dir,
    'bench-read',
    '',
    `chrome.storage.local.get('cache:first-screen').then(() => { ${DRAW} });`,
  );
}

/**
 * A third floor: the popup's first frame itself as static HTML, under the popup's own style
 * sheets, with no script and no read: what drawing that screen costs whatever draws it.
 */
export const STATIC_PAGE = 'bench-static.html';

/**
 * A fourth floor: the same first frame under the same style sheets, drawn by the one script the
 * page waits for before its first paint (`blocking="render"`), from a constant in that script:
 * the least any page costs that draws that screen with a script, as the popup's boot script does
 * from page storage (entrypoints/popup/boot.ts). An extension page can run no inline script
 * (its content security policy allows only the package's files), so the script is a file.
 */
export const FRAME_PAGE = 'bench-frame.html';
