import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { CollectionDetailView, ItemEdit, MoveTarget } from '../../lib/ui/collections/types';
import { isFirstLoad, type Loading } from '../../lib/ui/loading';
import { SkeletonList } from '../ui/skeleton';
import { CollectionIcon } from './collection-icon';
import { CollectionItemRow } from './collection-item-row';
import { ScreenHeader } from './screen-header';

interface CollectionDetailProps {
  /** The collection; while it is being read (again), the list says so (aria-busy). */
  detail: Loading<CollectionDetailView>;
  onReload(): void;
  onBack(): void;
  onMove(itemId: string, target: MoveTarget): void;
  onRemove(itemId: string): void;
  onEdit(itemId: string, changes: ItemEdit): Promise<string | null>;
  onOpenItem(itemId: string): void;
  onOpenFullPage?(): void;
}

/**
 * One open collection: its items in order. Where the person may change it, items can be
 * dragged, moved with Alt+arrows (Alt+Home/End), or through each item's actions; otherwise it
 * says why it is read-only and offers no controls.
 */
export function CollectionDetail({
  detail: read,
  onReload,
  onBack,
  onMove,
  onRemove,
  onEdit,
  onOpenItem,
  onOpenFullPage,
}: CollectionDetailProps) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  /** The item to focus after the next render; consumed once, so later renders never steal focus. */
  const focusRequest = useRef<{ id: string; via: 'menu' | 'keys' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // Reordering moves the item's element; keep the keyboard on the item the person moved, or on
  // its menu's button when the move came from its menu (where the menu left it).
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (request === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(
      `[data-item-id="${CSS.escape(request.id)}"]`,
    );
    if (!row) return;
    focusRequest.current = null;
    const target =
      request.via === 'menu' ? row.querySelector<HTMLElement>('[aria-haspopup="menu"]') : row;
    if (target && document.activeElement !== target) target.focus();
  });

  const moveByKeyboard = (itemId: string, target: MoveTarget, via: 'menu' | 'keys') => {
    focusRequest.current = { id: itemId, via };
    onMove(itemId, target);
  };

  const detail = read.value;
  const endDrag = () => {
    setDragging(null);
    setDropIndex(null);
  };

  return (
    <div class="wk-collections__detail" aria-busy={read.loading ? 'true' : 'false'}>
      <ScreenHeader onOpenFullPage={onOpenFullPage} error={read.error?.message} onReload={onReload}>
        <button type="button" class="wk-button wk-button--quiet" onClick={onBack}>
          ← {t('collectionsBack')}
        </button>
      </ScreenHeader>
      {isFirstLoad(read) && <SkeletonList label={t('collectionsLoadingItems')} />}
      {detail && (
        <>
          <h2 class="wk-collections__title">
            <CollectionIcon icon={detail.icon} type="COLLECTION" /> {detail.name}
          </h2>
          {detail.description && <p class="wk-muted">{detail.description}</p>}
          {detail.readOnlyReason && (
            <p class="wk-collections__readonly" role="note">
              {detail.readOnlyReason === 'adminLocked'
                ? t('collectionsLockedExplain')
                : t('collectionsNoPermissionExplain')}
            </p>
          )}
          {detail.canEdit && detail.items.length > 1 && (
            <p class="wk-muted wk-collections__hint" id="wk-collections-hint">
              {t('collectionsReorderHint')}
            </p>
          )}
          {detail.items.length === 0 ? (
            <p class="wk-muted">{t('collectionsNoItems')}</p>
          ) : (
            <ol
              class="wk-collections__items"
              ref={listRef}
              aria-label={detail.name}
              aria-describedby={detail.canEdit ? 'wk-collections-hint' : undefined}
            >
              {detail.items.map((item, index) => (
                <CollectionItemRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={detail.items.length}
                  canEdit={detail.canEdit}
                  dragging={dragging === item.id}
                  dropTarget={dragging !== null && dropIndex === index && dragging !== item.id}
                  onMove={(target, via) => moveByKeyboard(item.id, target, via)}
                  onRemove={() => onRemove(item.id)}
                  onEdit={(changes) => onEdit(item.id, changes)}
                  onOpen={() => onOpenItem(item.id)}
                  onDragStart={() => setDragging(item.id)}
                  onDragOver={() => setDropIndex(index)}
                  onDrop={() => {
                    if (dragging && dragging !== item.id) onMove(dragging, { index });
                    endDrag();
                  }}
                  onDragEnd={endDrag}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
