import * as z from 'zod/mini';
import type { PageText } from '../../shared/types/page';

/** Bounds of what is kept of the page's text (what the service accepts and the panel shows). */
const LINK_TEXT_MAX = 500;
const DESCRIPTION_MAX = 2000;
const SELECTION_MAX = 200;

/**
 * Runs in the tab's content-script world (`scripting.executeScript` with `func`, so it is
 * self-contained: no import reaches it): what the panel offers from the page, the right-clicked
 * link's text, the page's description and its selection, each clipped as it is read. The page
 * controls all of it, and may make any of it megabytes long.
 */
export function readPageText(
  targetUrl: string,
  kind: 'page' | 'link',
): { linkText: string; description: string; selection: string } {
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

const pageTextSchema = z.object({
  linkText: z.catch(z.string(), ''),
  description: z.catch(z.string(), ''),
  selection: z.catch(z.string(), ''),
});

/**
 * What `readPageText` answered, checked and clipped again in the worker: the answer crossed from
 * a world the page shares, so it is read as untrusted data.
 */
export function checkedPageText(answer: unknown): PageText & { selection: string } {
  const parsed = pageTextSchema.safeParse(answer);
  const text = parsed.success ? parsed.data : { linkText: '', description: '', selection: '' };
  return {
    linkText: text.linkText.slice(0, LINK_TEXT_MAX),
    description: text.description.slice(0, DESCRIPTION_MAX),
    selection: text.selection.slice(0, SELECTION_MAX),
  };
}
