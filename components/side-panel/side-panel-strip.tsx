import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { FollowedPageState } from '../../lib/ui/hooks/use-followed-page-status';
import { askToFollowTabs } from '../../lib/ui/hooks/use-followed-tab';
import { PageStrip } from '../popup/page-strip';

interface SidePanelStripProps {
  state: FollowedPageState;
  /** The `tabs` permission is granted (every tab's address is readable). */
  canReadTabs: boolean;
  onAction: (action: 'pin' | 'collect') => void;
}

/**
 * The side panel's "This page" strip: the popup's strip for the tab the panel follows, and in
 * words why there is none when the tab cannot be read: one of this extension's own pages, or
 * a tab whose address the extension may not see (then one button asks for the `tabs`
 * permission). Whatever page it shows is announced politely, once per page.
 */
export function SidePanelStrip({ state, canReadTabs, onAction }: SidePanelStripProps) {
  const [refused, setRefused] = useState(false);
  const follow = () => {
    // The request first, inside the click: the browser asks only during the gesture.
    void askToFollowTabs().then((granted) => setRefused(!granted));
  };
  const title = state.value && (state.value.target.title || state.value.target.url);
  return (
    <>
      {state.ownPage || (state.hidden && !canReadTabs) ? (
        <section class="wk-strip" aria-labelledby="strip-heading">
          <h2 id="strip-heading" class="wk-visually-hidden">
            {t('popupThisPage')}
          </h2>
          {state.ownPage ? (
            <p class="wk-muted wk-small">{t('sidePanelOwnPage')}</p>
          ) : (
            <>
              <p class="wk-small">{t('sidePanelNoAddress')}</p>
              {refused && <p class="wk-muted wk-small">{t('sidePanelFollowRefused')}</p>}
              <div class="wk-strip__actions">
                <button type="button" class="wk-button wk-button--small" onClick={follow}>
                  {t('sidePanelFollowTabs')}
                </button>
              </div>
            </>
          )}
        </section>
      ) : (
        <PageStrip state={state} onAction={onAction} />
      )}
      {/* Polite, and only the page's name: it changes with the tab, never with typing. */}
      <p class="wk-visually-hidden" role="status">
        {title ? t('sidePanelThisPage', title) : ''}
      </p>
    </>
  );
}
