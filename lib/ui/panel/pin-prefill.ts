import type { PageTarget, PageText } from '../../shared/types/page';
import { NOTHING } from './page-prefill';
import { suggestQueries } from './suggest';

// Apart from the collection view's prefill: the suggestions are the pin view's alone, and each
// view's code is fetched on its own (components/panel/frame-views.ts, issue 56).

/** What the pin view is filled with: queries suggested from the title (or link text) and the
 * selection. */
export interface PinPrefill {
  /** The link's visible text, when the target is a link on the page. */
  linkText: string;
  suggestions: string[];
}

/**
 * The pin view's prefill, from what the worker read of the page when the panel opened (the
 * panel's frame never reads the page itself).
 */
export function pinPrefill(target: PageTarget, page: PageText = NOTHING): PinPrefill {
  const title = page.linkText || (target.title !== target.url ? target.title : '');
  return { linkText: page.linkText, suggestions: suggestQueries(title, target.selection ?? '') };
}
