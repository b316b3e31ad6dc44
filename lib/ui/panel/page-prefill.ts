import type { PageTarget, PageText } from '../../shared/types/page';

/** What the collection view is filled with. */
export interface CollectPrefill {
  linkText: string;
  /** The page's meta description (empty for a link target: it describes this page, not that). */
  description: string;
}

/** What a page offered when it offered nothing. */
export const NOTHING: PageText = { linkText: '', description: '' };

/** The collection view's prefill: the link's text and the page's meta description. */
export function collectPrefill(target: PageTarget, page: PageText = NOTHING): CollectPrefill {
  return {
    linkText: page.linkText,
    description: target.kind === 'page' ? page.description : '',
  };
}
