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

/** Writes that wait or failed, so nothing a person did disappears silently. */
export function OutboxList({ outbox }: { outbox: OutboxState }) {
  const { entries, actionError } = outbox;
  if (entries.length === 0 && !actionError) return null;
  // Paused writes wait for a reconnect, which Retry cannot give them.
  const retryable = entries.filter(
    (entry) => entry.state === 'failed' || entry.state === 'pending',
  );
  return (
    <section class="wk-outbox" aria-labelledby="outbox-heading">
      <div class="wk-outbox__header">
        <h2 id="outbox-heading" class="wk-heading">
          {t('popupOutboxHeading')}
        </h2>
        {retryable.length > 1 && (
          <button type="button" class="wk-button wk-button--small" onClick={outbox.retryAll}>
            {t('popupOutboxRetryAll')}
          </button>
        )}
      </div>
      {actionError && (
        <p class="wk-field__error" role="alert">
          {actionError}
        </p>
      )}
      <ul class="wk-list">
        {entries.map((entry) => (
          // A change held for another account says whose it is (its message) and is never
          // retried here: reconnecting as that account sends it, or it is exported.
          <li key={entry.id} class={`wk-outbox__item wk-outbox__item--${entry.state}`}>
            <div class="wk-outbox__text">
              <span class="wk-outbox__label">{entry.label}</span>
              <span class="wk-outbox__state">
                {t(isHeld(entry) ? 'popupOutboxHeld' : STATE_KEYS[entry.state])}
              </span>
              {entry.error?.message && <span class="wk-muted wk-small">{entry.error.message}</span>}
            </div>
            <div class="wk-outbox__actions">
              {isHeld(entry) ? (
                <>
                  <button
                    type="button"
                    class="wk-button wk-button--small"
                    onClick={outbox.reconnect}
                  >
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
              ) : (
                <button
                  type="button"
                  class="wk-button wk-button--small"
                  onClick={() => outbox.retry(entry.id)}
                  aria-label={t('popupOutboxRetryLabel', [entry.label])}
                >
                  {t('popupRetry')}
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
        ))}
      </ul>
    </section>
  );
}
