import { t } from '../../lib/shared/i18n';
import type { PageStatusState } from '../../lib/ui/hooks/use-page-status';
import { pageStripLines } from '../../lib/ui/page-strip-lines';

interface PageStripProps {
  state: PageStatusState;
  onAction: (action: 'pin' | 'collect') => void;
}

/**
 * What the service knows about the page in the active tab (pinned for which queries, in which
 * collections), with the page actions one click away.
 */
export function PageStrip({ state, onAction }: PageStripProps) {
  const { value: status, loading, error } = state;
  if (state.ownPage) return null;
  const lines = status ? pageStripLines(status) : undefined;
  return (
    <section
      class="wk-strip"
      aria-labelledby="strip-heading"
      aria-busy={loading && !status ? 'true' : undefined}
      // The e2e build says while the worker's answer is awaited, even over a status shown from
      // before (the side panel's switch back): the tests wait for the answer, not for time. A
      // spread the other builds reduce to nothing: an attribute written out ships its name.
      {...(import.meta.env.MODE === 'e2e' ? { 'data-wk-asking': loading ? '' : undefined } : {})}
    >
      <h2 id="strip-heading" class="wk-visually-hidden">
        {t('popupThisPage')}
      </h2>
      {loading && !status ? (
        <p class="wk-muted wk-small" role="status">
          {t('popupThisPageLoading')}
        </p>
      ) : error ? (
        <p class="wk-muted wk-small">{error.message}</p>
      ) : status && lines ? (
        <>
          <p class="wk-strip__title" title={status.target.url}>
            {status.target.title || status.target.url}
          </p>
          <p class="wk-small">{lines.pins}</p>
          {lines.collections && <p class="wk-small">{lines.collections}</p>}
          <div class="wk-strip__actions">
            <button
              type="button"
              class="wk-button wk-button--small"
              onClick={() => onAction('pin')}
            >
              {t('popupPinThisPage')}
            </button>
            <button
              type="button"
              class="wk-button wk-button--small"
              onClick={() => onAction('collect')}
            >
              {t('popupAddToCollection')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
