// The popup's own scripts, held until its kept first frame is painted. The built page (popup and
// side panel, scripts/vite/popup-html.ts) carries them inside a <template> after its boot script:
// in the page, their three files were fetched and run before the first paint (module scripts
// run once the document is parsed, before its first frame). The boot script starts them once
// the frame it showed is painted, or at once when it showed none: the side panel's first screen
// went from about 1.3x to 1.15x of a blank page (BENCHMARKS.md "Side panel"). This module
// imports nothing: the boot script bundles it.

/** The id of the `<template>` the built page holds its own module scripts in. */
export const PAGE_SCRIPTS_ID = 'wk-page-scripts';

/** The template a built page holds its own scripts in, or null (the dev server's page). */
function heldScripts(): HTMLTemplateElement | null {
  return document.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement | null;
}

/** The addresses of the page's module scripts: those held in its template, or those in it. */
function moduleSources(from: ParentNode = heldScripts()?.content ?? document): string[] {
  return [...from.querySelectorAll('script[type="module"][src]')].map(
    (script) => script.getAttribute('src') as string,
  );
}

/**
 * The address of the page's own script (its last module script, held or not), which names this
 * build: the build names its files by a hash of their content.
 */
export function pageBuild(): string {
  return moduleSources().at(-1) ?? '';
}

/**
 * Starts the page's held scripts, once: appended to the head as module scripts, fetched at once
 * beside each other (they are one module graph, so the order they arrive in does not matter).
 * `afterPaint`: wait for the frame on screen to be painted first: the first idle moment after
 * the next animation frame (adding three scripts takes the page 2 to 3 ms, which a task right
 * after the frame spends while the browser is still drawing it). A page that stays hidden (a
 * tab opened in the background) paints no frame, so a timer starts them anyway after a second:
 * long enough never to come before the frame of a page being shown, however busy the browser.
 */
export function startPageScripts(afterPaint: boolean): void {
  const held = heldScripts();
  if (!held) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of moduleSources(held.content)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = source;
      document.head.append(script);
    }
  };
  if (!afterPaint) {
    start();
    return;
  }
  requestAnimationFrame(() => requestIdleCallback(start, { timeout: 100 }));
  setTimeout(start, 1_000);
}
