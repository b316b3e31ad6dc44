import { t } from '../../lib/shared/i18n';

/** The first thing someone sees before connecting: what this is and the one step to take. */
export function Welcome({ onConnect }: { onConnect: () => void }) {
  return (
    <section class="wk-welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{t('popupWelcomeTitle')}</h1>
      <p>{t('popupWelcomeText')}</p>
      <button type="button" class="wk-button wk-button--primary" onClick={onConnect}>
        {t('popupWelcomeConnect')}
      </button>
    </section>
  );
}
