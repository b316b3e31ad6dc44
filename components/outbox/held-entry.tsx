import { t } from '../../lib/shared/i18n';
import type { OutboxEntry } from '../../lib/shared/storage/outbox-entries';
import type { OutboxState } from '../../lib/ui/hooks/use-outbox';

/**
 * A change held for another account: it is never sent as the person now connected, so it says
 * whose it is (the act-as address or "another account", and the service; never a token) and,
 * instead of Retry, offers to reconnect as its owner, export it, or discard it.
 */
function HeldItem({ entry, outbox }: { entry: OutboxEntry; outbox: OutboxState }) {
  const owner = entry.owner;
  const who = owner?.actAs ?? t('popupOutboxAnotherAccount');
  return (
    <li class="wk-outbox__item wk-outbox__item--paused">
      <div class="wk-outbox__text">
        <span class="wk-outbox__label">{entry.label}</span>
        <span class="wk-outbox__state">{t('popupOutboxHeld')}</span>
        {owner && (
          <span class="wk-muted wk-small">{t('popupOutboxHeldOwner', [who, owner.origin])}</span>
        )}
      </div>
      <div class="wk-outbox__actions">
        <button type="button" class="wk-button wk-button--small" onClick={outbox.reconnect}>
          {t('popupOutboxReconnect')}
        </button>
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          onClick={() => outbox.exportEntry(entry)}
          aria-label={t('popupOutboxExportLabel', [entry.label])}
        >
          {t('popupOutboxExport')}
        </button>
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          onClick={() => outbox.discard(entry.id)}
          aria-label={t('popupOutboxDiscardLabel', [entry.label])}
        >
          {t('popupOutboxDiscard')}
        </button>
      </div>
    </li>
  );
}

/** The changes held for other accounts (loaded only when there are some: they are rare). */
export function HeldList({ entries, outbox }: { entries: OutboxEntry[]; outbox: OutboxState }) {
  return (
    <ul class="wk-list">
      {entries.map((entry) => (
        <HeldItem key={entry.id} entry={entry} outbox={outbox} />
      ))}
    </ul>
  );
}
