import { t } from '../shared/i18n';
import { quoteQueries } from '../shared/quote';
import type { PageStatus } from '../shared/types/page';

/**
 * The "This page" strip's two sentences for a status: what it is pinned for (or that this is
 * not known), and the collections known to hold it (none named: no sentence). One function
 * for PageStrip and the first frame's DOM (`components/first-screen/popup-dom.ts`), which must
 * say the same.
 */
export function pageStripLines(status: PageStatus): { pins: string; collections?: string } {
  const queries =
    status.pins === 'unknown' ? [] : [...new Set(status.pins.flatMap((pin) => pin.queries ?? []))];
  const pins =
    status.pins === 'unknown'
      ? t('popupPinsUnknown')
      : queries.length
        ? t('popupPinnedFor', [quoteQueries(queries)])
        : t(status.document ? 'popupNotPinned' : 'popupNotIndexed');
  const names = status.holders.map((holder) => holder.name);
  return names.length
    ? { pins, collections: t('popupInCollections', [names.join(', ')]) }
    : { pins };
}
