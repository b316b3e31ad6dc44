import { useState } from 'preact/hooks';
import { type MessageKey, t } from '../../lib/shared/i18n';
import type { CollectionItemView, ItemEdit, MoveTarget } from '../../lib/ui/collections/types';
import { type MenuAction, MenuButton } from '../ui/menu-button';
import { CollectionIcon } from './collection-icon';
import { ItemEditForm } from './item-edit-form';

interface CollectionItemRowProps {
  item: CollectionItemView;
  index: number;
  count: number;
  canEdit: boolean;
  dragging: boolean;
  dropTarget: boolean;
  /** Moves the item; `via` says whether its menu or its keys asked, for where focus goes. */
  onMove(target: MoveTarget, via: 'menu' | 'keys'): void;
  onRemove(): void;
  onEdit(changes: ItemEdit): Promise<string | null>;
  onOpen(): void;
  onDragStart(): void;
  onDragOver(): void;
  onDrop(): void;
  onDragEnd(): void;
}

const TYPE_LABELS: Record<string, MessageKey> = {
  DOCUMENT: 'collectionsTypeDocument',
  URL: 'collectionsTypeUrl',
  TEXT: 'collectionsTypeText',
  COLLECTION: 'collectionsTypeCollection',
};

/** Alt+ArrowUp/Down and Alt+Home/End on a focused item move it. */
const KEY_MOVES: Record<string, MoveTarget> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'top',
  End: 'bottom',
};

/**
 * One item of a collection: icon, name (a link when it has an http(s) address), description,
 * address and type; with a waiting-to-sync mark, and its actions when the person may edit.
 */
export function CollectionItemRow({
  item,
  index,
  count,
  canEdit,
  dragging,
  dropTarget,
  onMove,
  onRemove,
  onEdit,
  onOpen,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: CollectionItemRowProps) {
  const [editing, setEditing] = useState(false);
  const name = item.name || t('collectionsUntitled');
  const typeKey = TYPE_LABELS[item.type];

  const onKeyDown = (event: KeyboardEvent) => {
    if (!canEdit || !event.altKey || event.target !== event.currentTarget) return;
    const target = KEY_MOVES[event.key];
    if (!target) return;
    event.preventDefault();
    onMove(target, 'keys');
  };

  const moveAction = (target: MoveTarget, label: MessageKey, disabled: boolean): MenuAction => ({
    label: t(label),
    disabled,
    onSelect: () => onMove(target, 'menu'),
  });

  const classes = ['wk-collections__item'];
  if (dragging) classes.push('wk-collections__item--dragging');
  if (dropTarget) classes.push('wk-collections__item--drop');

  return (
    <li
      class={classes.join(' ')}
      data-item-id={item.id}
      // Focusable so the Alt+arrow shortcuts work on the item itself.
      tabIndex={canEdit ? 0 : undefined}
      aria-label={canEdit ? name : undefined}
      draggable={canEdit && !editing}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', item.id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event) => {
        if (!canEdit) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        onDragOver();
      }}
      onDrop={(event) => {
        if (!canEdit) return;
        event.preventDefault();
        onDrop();
      }}
      onDragEnd={onDragEnd}
    >
      {canEdit && (
        <span
          class="wk-collections__handle"
          aria-hidden="true"
          title={t('collectionsDragHandle', [name])}
        >
          ⋮⋮
        </span>
      )}
      <CollectionIcon icon={item.icon} type={item.type} />
      <div class="wk-collections__item-body">
        {editing ? (
          <ItemEditForm
            initial={{ name: item.name, description: item.description }}
            onSave={async (changes) => {
              const failure = await onEdit(changes);
              if (failure === null) setEditing(false);
              return failure;
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            {item.url ? (
              <a
                class="wk-collections__name"
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen();
                }}
              >
                {name}
              </a>
            ) : (
              <span class="wk-collections__name">{name}</span>
            )}
            {item.description && (
              <span class="wk-collections__description">{item.description}</span>
            )}
            <span class="wk-collections__meta">
              {typeKey ? t(typeKey) : item.type}
              {item.url && <span class="wk-collections__url"> · {item.url}</span>}
            </span>
          </>
        )}
        {item.pending && (
          <span class="wk-collections__pending" role="status">
            {t('collectionsPending')}
          </span>
        )}
      </div>
      {canEdit && !editing && (
        <div class="wk-collections__actions">
          <MenuButton
            id={`wk-item-menu-${item.id}`}
            label={t('collectionsItemActions', [name])}
            text="⋯"
            actions={[
              moveAction('top', 'collectionsMoveTop', index === 0),
              moveAction('up', 'collectionsMoveUp', index === 0),
              moveAction('down', 'collectionsMoveDown', index === count - 1),
              moveAction('bottom', 'collectionsMoveBottom', index === count - 1),
              { label: t('collectionsEdit'), onSelect: () => setEditing(true), keepFocus: true },
              { label: t('collectionsRemove'), onSelect: onRemove, danger: true, keepFocus: true },
            ]}
          />
        </div>
      )}
    </li>
  );
}
