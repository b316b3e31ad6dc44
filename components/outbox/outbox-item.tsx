import { type MessageKey, t } from '../../lib/shared/i18n';
import { isHeld } from '../../lib/shared/storage/entry-owner';
import type { OutboxEntry } from '../../lib/shared/storage/outbox-entries';
import type { OutboxState } from '../../lib/ui/hooks/use-outbox';

const STATE_KEYS: Record<OutboxEntry['state'], MessageKey> = {
  pending: 'popupOutboxPending',
  paused: 'popupOutboxPaused',
  failed: 'popupOutboxFailed',
  done: 'popupOutboxDone',
};

/** The buttons of a change held for another account: reconnecting as it sends it. */
function HeldActions({ entry, outbox }: { entry: OutboxEntry; outbox: OutboxState }) {
  return (
    <>
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
    </>
  );
}

/**
 * One change in the outbox: what it is, how it stands and why, when it will be tried again, and
 * what the person can do about it. A change held for another account says whose it is (its
 * message) and is never retried here.
 */
export function OutboxItem({ entry, outbox }: { entry: OutboxEntry; outbox: OutboxState }) {
  const held = isHeld(entry);
  // A write waiting for its next attempt says when, and can be sent at once instead: "Try now"
  // for every waiting write (its time known or not), "Retry" only for one that failed or paused,
  // so one state never shows two names for the same button.
  const waiting = entry.state === 'pending';
  const at = waiting ? entry.nextAttemptAt : undefined;
  const when = at && new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <li class={`wk-outbox__item wk-outbox__item--${entry.state}`}>
      <div class="wk-outbox__text">
        <span class="wk-outbox__label">{entry.label}</span>
        <span class="wk-outbox__state">
          {t(held ? 'popupOutboxHeld' : STATE_KEYS[entry.state])}
        </span>
        {when && <span class="wk-muted wk-small">{t('popupOutboxNextTry', [when])}</span>}
        {entry.error?.message && <span class="wk-muted wk-small">{entry.error.message}</span>}
      </div>
      <div class="wk-outbox__actions">
        {held ? (
          <HeldActions entry={entry} outbox={outbox} />
        ) : (
          <button
            type="button"
            class="wk-button wk-button--small"
            onClick={() => outbox.retry(entry.id)}
            aria-label={t(waiting ? 'popupOutboxTryNowLabel' : 'popupOutboxRetryLabel', [
              entry.label,
            ])}
          >
            {t(waiting ? 'popupOutboxTryNow' : 'popupRetry')}
          </button>
        )}
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
