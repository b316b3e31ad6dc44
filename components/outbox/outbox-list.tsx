import { useEffect, useState } from 'preact/hooks';
import { type MessageKey, t } from '../../lib/shared/i18n';
import type { OutboxEntry } from '../../lib/shared/storage/outbox-entries';
import type { OutboxState } from '../../lib/ui/hooks/use-outbox';
import './outbox.css';
import '../../assets/styles/forms.css';

const STATE_KEYS: Record<OutboxEntry['state'], MessageKey> = {
  pending: 'popupOutboxPending',
  paused: 'popupOutboxPaused',
  failed: 'popupOutboxFailed',
  done: 'popupOutboxDone',
};

type SetAside = typeof import('./set-aside-items').SetAsideItems;

/** Writes that wait or failed, so nothing a person did disappears silently. */
export function OutboxList({ outbox }: { outbox: OutboxState }) {
  const { entries, actionError } = outbox;
  const setAside = outbox.setAside ?? [];
  // Unreadable changes are rare: their view loads only when there are some.
  const [SetAsideItems, load] = useState<SetAside>();
  useEffect(() => {
    if (setAside.length > 0)
      void import('./set-aside-items').then((m) => load(() => m.SetAsideItems));
  }, [setAside.length > 0]);
  if (entries.length === 0 && setAside.length === 0 && !actionError) return null;
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
        {SetAsideItems && (
          <SetAsideItems items={setAside} onDiscard={(id) => outbox.discardSetAside?.(id)} />
        )}
        {entries.map((entry) => {
          // A write waiting for its next attempt says when, and can be sent at once instead.
          const at = entry.state === 'pending' ? entry.nextAttemptAt : undefined;
          const when =
            at && new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
          return (
            <li key={entry.id} class={`wk-outbox__item wk-outbox__item--${entry.state}`}>
              <div class="wk-outbox__text">
                <span class="wk-outbox__label">{entry.label}</span>
                <span class="wk-outbox__state">{t(STATE_KEYS[entry.state])}</span>
                {when && <span class="wk-muted wk-small">{t('popupOutboxNextTry', [when])}</span>}
                {entry.error?.message && (
                  <span class="wk-muted wk-small">{entry.error.message}</span>
                )}
              </div>
              <div class="wk-outbox__actions">
                <button
                  type="button"
                  class="wk-button wk-button--small"
                  onClick={() => outbox.retry(entry.id)}
                  aria-label={t(when ? 'popupOutboxTryNowLabel' : 'popupOutboxRetryLabel', [
                    entry.label,
                  ])}
                >
                  {t(when ? 'popupOutboxTryNow' : 'popupRetry')}
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
        })}
      </ul>
    </section>
  );
}
