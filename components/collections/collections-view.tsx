import { t } from '../../lib/shared/i18n';
import type { CollectionsController } from '../../lib/ui/collections/types';
import { NoticeBanner } from '../ui/notice-banner';
import { CollectionDetail } from './collection-detail';
import { CollectionList } from './collection-list';
import './collections.css';
import '../../assets/styles/forms.css';

interface CollectionsViewProps {
  controller: CollectionsController;
  /** In a tab of its own (collections.html): the page's level-one heading is drawn here. */
  fullPage?: boolean;
}

/**
 * The Collections screen's content: the list of collections, or one open collection whose
 * items can be opened, reordered, removed (with undo) and edited where the person may. It takes
 * the whole controller (plain data and functions), so tests show it with any plain object.
 */
export function CollectionsView({ controller, fullPage }: CollectionsViewProps) {
  const { notice, undo } = controller;
  return (
    <section class="wk-collections" aria-label={t('collectionsTitle')}>
      {/* The popup has its h1 (the extension's name); the page needs its own, above the h2s. */}
      {fullPage && <h1 class="wk-visually-hidden">{t('extensionName')}</h1>}
      {controller.openId === null ? (
        <CollectionList
          list={controller.list}
          onReload={controller.reloadList}
          onOpen={controller.open}
          onOpenFullPage={controller.openFullPage}
        />
      ) : (
        <CollectionDetail
          detail={controller.detail}
          onReload={controller.reloadDetail}
          onBack={controller.close}
          onMove={controller.move}
          onRemove={controller.remove}
          onEdit={controller.edit}
          onOpenItem={controller.openItem}
          onOpenFullPage={controller.openFullPage}
        />
      )}
      {notice && (
        <NoticeBanner
          notice={{
            ...notice,
            action: notice.action ?? {
              label: t('collectionsDismiss'),
              onClick: controller.dismissNotice,
            },
          }}
        />
      )}
      {undo && (
        <div class="wk-collections__undo" role="status">
          <span>{t('collectionsRemoved', [undo.name])}</span>
          <button type="button" class="wk-button wk-button--primary" onClick={undo.undo}>
            {t('collectionsUndo')}
          </button>
          <button
            type="button"
            class="wk-button wk-button--quiet"
            aria-label={t('collectionsDismiss')}
            onClick={undo.dismiss}
          >
            ×
          </button>
        </div>
      )}
      <div class="wk-visually-hidden" aria-live="polite">
        {controller.announcement ?? ''}
      </div>
    </section>
  );
}
