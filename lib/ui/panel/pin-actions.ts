import { t } from '../../shared/i18n';
import { quoteQueries } from '../../shared/quote';
import { audience, onTarget, type PinActions, write } from './panel-actions';
import { panelAsk } from './panel-ask';

/**
 * The pin view's actions, wired to the background through `panelAsk` (never the token). They
 * live apart from the collection's: each view's code is fetched on its own (issue 56). `url` and
 * `tabId`: see onTarget.
 */
export function pinActions(reload: () => void, url: string, tabId?: number): PinActions {
  const tab = onTarget(url, tabId);
  return {
    pin: (queries, audienceFilters) =>
      write(
        reload,
        () => panelAsk('pinPage', { ...tab, queries, ...audience(audienceFilters) }),
        t('pageActionsPinnedFor', quoteQueries(queries)),
      ),
    editPin: (pinId, queries, audienceFilters) =>
      write(
        reload,
        () => panelAsk('editPagePin', { ...tab, pinId, queries, ...audience(audienceFilters) }),
        t('pageActionsPinUpdated'),
      ),
    unpin: (pinId) =>
      write(reload, () => panelAsk('unpinPagePin', { ...tab, pinId }), t('pageActionsPinRemoved')),
  };
}
