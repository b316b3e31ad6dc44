import { t } from '../../lib/shared/i18n';
import type { CollectionSummaryView } from '../../lib/ui/collections/types';
import { isFirstLoad, type Loading } from '../../lib/ui/loading';
import { SkeletonList } from '../ui/skeleton';
import { CollectionIcon } from './collection-icon';
import { ScreenHeader } from './screen-header';

interface CollectionListProps {
  list: Loading<CollectionSummaryView[]>;
  onReload(): void;
  onOpen(id: number): void;
  onOpenFullPage?(): void;
}

/** Item count in words ("1 item", "7 items"). */
function countLabel(count: number): string {
  return count === 1 ? t('collectionsItemCountOne') : t('collectionsItemCount', [count]);
}

/** The person's collections, each with its item count; choosing one opens it. */
export function CollectionList({ list, onReload, onOpen, onOpenFullPage }: CollectionListProps) {
  const collections = list.value;
  return (
    <div class="wk-collections__list">
      <ScreenHeader onOpenFullPage={onOpenFullPage} error={list.error?.message} onReload={onReload}>
        <h2 class="wk-collections__title">{t('collectionsTitle')}</h2>
      </ScreenHeader>
      {isFirstLoad(list) && <SkeletonList label={t('collectionsLoading')} />}
      {collections && collections.length === 0 && <p class="wk-muted">{t('collectionsEmpty')}</p>}
      {collections && collections.length > 0 && (
        <ul class="wk-collections__collections">
          {collections.map((collection) => (
            <li key={collection.id}>
              <button
                type="button"
                class="wk-collections__collection"
                onClick={() => onOpen(collection.id)}
              >
                <CollectionIcon icon={collection.icon} type="COLLECTION" />
                <span class="wk-collections__collection-text">
                  <span class="wk-collections__name">{collection.name}</span>
                  {collection.description && (
                    <span class="wk-collections__description">{collection.description}</span>
                  )}
                </span>
                <span class="wk-collections__count">{countLabel(collection.itemCount)}</span>
                {collection.adminLocked && (
                  <span class="wk-collections__badge">{t('collectionsLockedBadge')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
