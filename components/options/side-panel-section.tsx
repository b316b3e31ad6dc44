import { t } from '../../lib/shared/i18n';
import type { ToolbarPanelController } from '../../lib/ui/hooks/use-toolbar-panel';
import { NoticeBanner } from '../ui/notice-banner';

/** The id of the option's box: also the policy key that presets it (the e2e test reads it). */
const FIELD_ID = 'openSidePanelFromToolbar';

/**
 * The side panel's option: whether the toolbar button opens it instead of the popup. A
 * policy's value shows locked, marked "Set by your organisation", like the connection fields.
 */
export function SidePanelSection({ toolbar }: { toolbar: ToolbarPanelController }) {
  const { choice, problem } = toolbar;
  return (
    <section aria-labelledby="side-panel-heading">
      <h2 id="side-panel-heading">{t('sidePanelOptionsHeading')}</h2>
      <p class="wk-muted">{t('sidePanelOptionsIntro')}</p>
      {choice?.policyIgnored && (
        <NoticeBanner
          notice={{ tone: 'warning', message: t('sidePanelPolicyIgnored', FIELD_ID) }}
        />
      )}
      <div class="wk-field wk-field--check">
        <label for={FIELD_ID}>
          <input
            id={FIELD_ID}
            type="checkbox"
            checked={choice?.openFromToolbar ?? false}
            disabled={!choice || choice.managed}
            aria-describedby={`${FIELD_ID}-hint`}
            onChange={(event) => toolbar.set(event.currentTarget.checked)}
          />
          {t('sidePanelOptionsToolbar')}
          {choice?.managed && <span class="wk-managed">{t('optionsManaged')}</span>}
        </label>
        <small
          id={`${FIELD_ID}-hint`}
          class={problem ? 'wk-field__error' : 'wk-field__hint'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? t('sidePanelOptionsToolbarHint')}
        </small>
      </div>
    </section>
  );
}
