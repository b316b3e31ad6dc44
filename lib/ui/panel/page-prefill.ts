import type { PageTarget, PageText } from '../../shared/types/page';
import { suggestQueries } from './suggest';

/** What the pin view is filled with: queries suggested from the title (or link text) and the
 * selection. */
export interface PinPrefill {
  /** The link's visible text, when the target is a link on the page. */
  linkText: string;
  suggestions: string[];
}

/** What the collection view is filled with. */
export interface CollectPrefill {
  linkText: string;
  /** The page's meta description (empty for a link target: it describes this page, not that). */
  description: string;
}

const NOTHING: PageText = { linkText: '', description: '' };

/**
 * The pin view's prefill, from what the worker read of the page when the panel opened (the
 * panel's frame never reads the page itself).
 */
export function pinPrefill(target: PageTarget, page: PageText = NOTHING): PinPrefill {
  const title = page.linkText || (target.title !== target.url ? target.title : '');
  return { linkText: page.linkText, suggestions: suggestQueries(title, target.selection ?? '') };
}

/** The collection view's prefill: the link's text and the page's meta description. */
export function collectPrefill(target: PageTarget, page: PageText = NOTHING): CollectPrefill {
  return {
    linkText: page.linkText,
    description: target.kind === 'page' ? page.description : '',
  };
}
