import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { OutboxState } from '../../lib/ui/hooks/use-outbox';
import { OutboxItem } from './outbox-item';
import './outbox.css';
import '../../assets/styles/forms.css';

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
            {/* The same word as the items' own buttons: "Try now" while none has failed. */}
            {t(
              retryable.some((entry) => entry.state === 'failed')
                ? 'popupOutboxRetryAll'
                : 'popupOutboxTryAllNow',
            )}
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
        {entries.map((entry) => (
          <OutboxItem key={entry.id} entry={entry} outbox={outbox} />
        ))}
      </ul>
    </section>
  );
}
