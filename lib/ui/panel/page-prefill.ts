import type { PageTarget } from '../../shared/types/page';
import { suggestQueries } from './suggest';

/** What the page itself offers to prefill the panel with. */
export interface PagePrefill {
  /** The page's meta description (empty for a link target: it describes this page, not that). */
  description: string;
  /** The link's visible text, when the target is a link on this page. */
  linkText: string;
  /** Queries suggested from the title (or link text) and the selection. */
  suggestions: string[];
}

function clean(text: string | null | undefined, max: number): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * Reads the prefill from the page the panel is shown on: its meta description, the text of
 * the right-clicked link, and the selected text (when the background did not record one).
 */
export function readPagePrefill(page: Document, target: PageTarget): PagePrefill {
  let linkText = '';
  if (target.kind === 'link') {
    const link = [...page.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (anchor) => anchor.href === target.url,
    );
    linkText = clean(link?.textContent, 500);
  }
  const meta = page.querySelector<HTMLMetaElement>(
    'meta[name="description" i], meta[property="og:description" i]',
  );
  const description = target.kind === 'page' ? clean(meta?.content, 2000) : '';
  const selection =
    target.selection ??
    (target.kind === 'page' ? clean(page.getSelection?.()?.toString(), 200) : '');
  const title = linkText || (target.title !== target.url ? target.title : '');
  return { description, linkText, suggestions: suggestQueries(title, selection) };
}
