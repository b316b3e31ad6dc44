import { t } from '../../lib/shared/i18n';
import type { ConnectionView } from '../../lib/shared/types/connection';
import { useCompanySignIn } from '../../lib/ui/hooks/use-company-sign-in';
import { NoticeBanner } from '../ui/notice-banner';

/**
 * "Sign in with your company account" in the popup's welcome, shown when the provider is set
 * (by policy or on the settings page). Loaded only when the welcome shows it.
 */
export function CompanySignInScreen({ view }: { view: ConnectionView }) {
  // Signed in: the popup opens again on the feed, as it does for a connected person.
  const controller = useCompanySignIn(view, () => location.reload());
  return (
    <>
      <button
        type="button"
        class="wk-button wk-button--primary"
        disabled={controller.busy}
        onClick={controller.signIn}
      >
        {controller.busy ? t('ssoSigningIn') : t('ssoSignIn')}
      </button>
      {controller.error && <NoticeBanner notice={{ tone: 'error', message: controller.error }} />}
    </>
  );
}
