import type { ComponentChildren } from 'preact';
import { t } from '../../lib/shared/i18n';

/**
 * The first thing someone sees before connecting: what this is and the one step to take;
 * `children` is the company sign-in when a provider is set.
 */
export function Welcome({
  onConnect,
  children,
}: {
  onConnect: () => void;
  children?: ComponentChildren;
}) {
  return (
    <section class="wk-welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{t('popupWelcomeTitle')}</h1>
      <p>{t('popupWelcomeText')}</p>
      {children}
      <button type="button" class="wk-button wk-button--primary" onClick={onConnect}>
        {t('popupWelcomeConnect')}
      </button>
    </section>
  );
}
