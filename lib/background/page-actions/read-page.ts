import type { PageText } from '../../shared/types/page';

/** Bounds of what is kept of the page's text (what the service accepts and the panel shows). */
const LINK_TEXT_MAX = 500;
const DESCRIPTION_MAX = 2000;
const SELECTION_MAX = 200;

/**
 * Runs in the tab's content-script world (`scripting.executeScript` with `func`, so it is
 * self-contained: no import reaches it), just before the panel's script: leaves it the view to
 * show (`__wkPagePanelView`, lib/ui/panel/frame-host.ts) and the opening's secret
 * (`__wkPagePanelOpening`, the content script's world only), and answers what the panel offers
 * from the page, the right-clicked link's text, the page's description and its selection, each
 * clipped as it is read. The page controls all of it, and may make any of it megabytes long.
 * One injection for both: each costs the person a round trip to the tab before the panel shows.
 */
export function readPageText(
  view: 'pin' | 'collect',
  targetUrl: string,
  kind: 'page' | 'link',
  opening = '',
): { linkText: string; description: string; selection: string } {
  const handed = globalThis as { __wkPagePanelView?: string; __wkPagePanelOpening?: string };
  handed.__wkPagePanelView = view;
  handed.__wkPagePanelOpening = opening;
  const clean = (text: string | null | undefined, max: number) =>
    (text ?? '')
      .slice(0, max * 4)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max);
  const link =
    kind === 'link'
      ? [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
          (anchor) => anchor.href === targetUrl,
        )
      : undefined;
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[name="description" i], meta[property="og:description" i]',
  );
  return {
    linkText: clean(link?.textContent, 500),
    // A link's target is another page: this page's description and selection are not its.
    description: kind === 'page' ? clean(meta?.content, 2000) : '',
    selection: kind === 'page' ? clean(globalThis.getSelection?.()?.toString(), 200) : '',
  };
}

/**
 * What `readPageText` answered, checked and clipped again in the worker: the answer crossed from
 * a world the page shares, so it is read as untrusted data.
 */
export function checkedPageText(answer: unknown): PageText & { selection: string } {
  const read = (answer ?? {}) as Record<string, unknown>;
  // Each field alone: a string kept (clipped), anything else read as nothing.
  const field = (name: string, max: number) =>
    typeof read[name] === 'string' ? read[name].slice(0, max) : '';
  return {
    linkText: field('linkText', LINK_TEXT_MAX),
    description: field('description', DESCRIPTION_MAX),
    selection: field('selection', SELECTION_MAX),
  };
}
