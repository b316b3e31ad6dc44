import type { CollectionItem } from '../../shared/contract';
import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { PageItem, PageTarget } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { targetInCollection } from './actions';

/**
 * The item that stands for the target in one collection, read from the service, so the panel
 * edits the item that is there instead of adding the page twice (issue 45). A collection that
 * no longer holds it answers a sentence saying so.
 */
async function targetItem(ctx: BackgroundContext, target: PageTarget, collectionId: number) {
  const { collection, item } = await targetInCollection(ctx, target, collectionId);
  if (!item?.itemId) throw new ApiError({ kind: 'not-found', message: t('pageActionsItemGone') });
  return { collection, item: item as CollectionItem & { itemId: string } };
}

/** The target's item in a collection, as the panel's edit form shows it. */
export async function readTargetItem(
  ctx: BackgroundContext,
  target: PageTarget,
  collectionId: number,
): Promise<PageItem> {
  const { collection, item } = await targetItem(ctx, target, collectionId);
  return {
    collectionName: collection.name,
    // A document's item without a name of its own shows the document's title.
    name: item.name || item.document?.title || '',
    description: item.description ?? '',
  };
}

/**
 * Changes the name and description of the target's item in a collection (`editcollectionitem`,
 * through the outbox). The item is found again here: the panel never names an item id, so it
 * can only change the item that stands for its own page.
 */
export async function editTargetItem(
  ctx: BackgroundContext,
  target: PageTarget,
  input: { collectionId: number; name?: string; description: string },
): Promise<WriteOutcome> {
  const { collection, item } = await targetItem(ctx, target, input.collectionId);
  const name = input.name?.trim();
  return ctx.enqueue({
    operation: 'editcollectionitem',
    request: {
      collectionId: collection.id,
      itemId: item.itemId,
      ...(name ? { name } : {}),
      description: input.description.trim(),
    },
    label: t('pageActionsLabelEditItem', [
      name || item.name || item.document?.title || target.title || target.url,
      collection.name,
    ]),
  });
}
