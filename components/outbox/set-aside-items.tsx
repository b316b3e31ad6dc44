import { t } from '../../lib/shared/i18n';
import type { SetAsideEntry } from '../../lib/shared/storage/outbox-entries';

/**
 * Stored changes this version cannot read: said in words, to export (a file of what was
 * stored; nothing is sent anywhere) or discard. Loaded only when there are some.
 */
export function SetAsideItems(props: { items: SetAsideEntry[]; onDiscard(id: string): void }) {
  return (
    <>
      {props.items.map((item) => (
        <li key={item.id} class="wk-outbox__item wk-outbox__item--failed">
          <div class="wk-outbox__text">
            <span class="wk-outbox__label">{t('popupOutboxUnreadable')}</span>
          </div>
          <div class="wk-outbox__actions">
            <a
              class="wk-button wk-button--small"
              href={`data:application/json,${encodeURIComponent(JSON.stringify(item.raw, null, 2))}`}
              download={`unreadable-change-${item.id}.json`}
            >
              {t('popupOutboxExport')}
            </a>
            <button
              type="button"
              class="wk-button wk-button--small wk-button--quiet"
              onClick={() => props.onDiscard(item.id)}
              aria-label={t('popupOutboxDiscardUnreadable')}
            >
              {t('popupOutboxDiscard')}
            </button>
          </div>
        </li>
      ))}
    </>
  );
}
