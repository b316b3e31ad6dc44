import type { PageTarget } from '../../shared/types/page';
import { suggestQueries } from './suggest';

/** What the page offers every view: the title of the link the panel acts on. */
export interface PanelPrefill {
  /** The link's visible text, when the target is a link on this page. */
  linkText: string;
}

/** What the page offers the pin view. */
export interface PinPrefill extends PanelPrefill {
  /** Queries suggested from the title (or link text) and the selection. */
  suggestions: string[];
}

/** What the page offers the collection view. */
export interface CollectPrefill extends PanelPrefill {
  /** The page's meta description (empty for a link target: it describes this page, not that). */
  description: string;
}

/** Reads a view's prefill from the page the panel is shown on. */
export type PrefillReader<P extends PanelPrefill> = (page: Document, target: PageTarget) => P;

function clean(text: string | null | undefined, max: number): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** The visible text of the right-clicked link, when the target is a link on `page`. */
function linkTextOf(page: Document, target: PageTarget): string {
  if (target.kind !== 'link') return '';
  const link = [...page.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (anchor) => anchor.href === target.url,
  );
  return clean(link?.textContent, 500);
}

/**
 * The pin view's prefill: the link's text, and queries suggested from it (or the title) and
 * the selected text (when the background did not record one). Each view's script carries only
 * its own reader (issue 17).
 */
export const readPinPrefill: PrefillReader<PinPrefill> = (page, target) => {
  const linkText = linkTextOf(page, target);
  const selection =
    target.selection ??
    (target.kind === 'page' ? clean(page.getSelection?.()?.toString(), 200) : '');
  const title = linkText || (target.title !== target.url ? target.title : '');
  return { linkText, suggestions: suggestQueries(title, selection) };
};

/** The collection view's prefill: the link's text and the page's meta description. */
export const readCollectPrefill: PrefillReader<CollectPrefill> = (page, target) => {
  const meta = page.querySelector<HTMLMetaElement>(
    'meta[name="description" i], meta[property="og:description" i]',
  );
  return {
    linkText: linkTextOf(page, target),
    description: target.kind === 'page' ? clean(meta?.content, 2000) : '',
  };
};
