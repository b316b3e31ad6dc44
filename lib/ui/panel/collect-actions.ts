import { t } from '../../shared/i18n';
import { type CollectActions, onTarget, write } from './panel-actions';
import { panelAsk } from './panel-ask';

/** The collection view's actions, wired like the pin view's. */
export function collectActions(reload: () => void, url: string, tabId?: number): CollectActions {
  const tab = onTarget(url, tabId);
  return {
    add: (collection, name, description) =>
      write(
        reload,
        () =>
          panelAsk('addPageToCollection', {
            ...tab,
            collectionId: collection.id,
            ...(name ? { name } : {}),
            ...(description ? { description } : {}),
          }),
        t('pageActionsAddedTo', collection.name),
      ),
    item: (collectionId) => panelAsk('pageItem', { ...tab, collectionId }),
    editItem: (collection, name, description) =>
      write(
        reload,
        () =>
          panelAsk('editPageItem', {
            ...tab,
            collectionId: collection.id,
            ...(name ? { name } : {}),
            description,
          }),
        t('pageActionsItemUpdated', collection.name),
      ),
    create: (input) =>
      write(
        reload,
        () =>
          panelAsk('createCollectionWithPage', {
            ...tab,
            collectionName: input.collectionName,
            ...(input.collectionDescription
              ? { collectionDescription: input.collectionDescription }
              : {}),
            ...(input.name ? { name: input.name } : {}),
            ...(input.description ? { description: input.description } : {}),
          }),
        t('pageActionsCreatedWith', input.collectionName.trim()),
      ),
  };
}
