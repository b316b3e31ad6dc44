import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { collectionsPagePath } from '../collections/page-url';
import type { CollectionsController } from '../collections/types';
import { itemUrl, toDetailView, toSummaryView } from '../collections/views';
import { openTab } from '../open-tab';
import { useCollectionWrites } from './use-collection-writes';
import { useRead } from './use-read';

/**
 * The Collections screen's controller: reads the list and the open collection through the
 * background's cache, and hands the changes to `useCollectionWrites` (shown at once, sent in
 * order through the outbox, reverted with a reason when refused).
 *
 * `initialId` opens a collection at once (the full page takes it from its address); `fullPage`
 * leaves out the "open in a full page" action the popup offers.
 */
export function useCollections(
  options: { initialId?: number; fullPage?: boolean } = {},
): CollectionsController {
  const [openId, setOpenId] = useState<number | null>(options.initialId ?? null);
  // The worker keeps the list 5 minutes; the person's Reload reads it anew from then on.
  const [refreshList, setRefreshList] = useState(false);
  const list = useRead(
    refreshList ? { kind: 'collections', refresh: true } : { kind: 'collections' },
  );
  const detailRead = useRead(openId === null ? null : { kind: 'collection', id: openId });
  const writes = useCollectionWrites(openId, detailRead, list);
  const serviceCollection = detailRead.value?.collection;
  const copy = openId === null ? null : writes.current();

  const openItem = (itemId: string) => {
    const item = writes.current()?.items[itemId];
    const url = item ? itemUrl(item) : undefined;
    if (url) openTab(url);
  };

  return {
    list: {
      value: list.value?.collections?.map(toSummaryView),
      loading: list.loading,
      error: list.error,
    },
    reloadList: () => (refreshList ? list.reload() : setRefreshList(true)),
    openId,
    open: (id) => setOpenId(id),
    close: () => setOpenId(null),
    detail: {
      value:
        serviceCollection && copy && serviceCollection.id === openId
          ? toDetailView(serviceCollection, copy.order, copy.items, writes.pendingIds)
          : undefined,
      loading: openId !== null && detailRead.loading,
      error:
        detailRead.error ??
        (detailRead.value && !serviceCollection
          ? new ApiError({ kind: 'not-found', message: t('collectionsNotFound') })
          : undefined),
    },
    reloadDetail: detailRead.reload,
    move: writes.move,
    remove: writes.remove,
    edit: writes.edit,
    openItem,
    undo: writes.undo,
    announcement: writes.announcement,
    notice: writes.notice,
    dismissNotice: writes.dismissNotice,
    ...(options.fullPage
      ? {}
      : {
          openFullPage: () => {
            openTab(browser.runtime.getURL(collectionsPagePath(openId) as '/collections.html'));
          },
        }),
  };
}
