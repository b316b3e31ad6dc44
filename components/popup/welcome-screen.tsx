import type { ConnectionView } from '../../lib/shared/types/connection';
import { CompanySignInScreen } from './company-sign-in-screen';
import { Welcome } from './welcome';

/**
 * The popup before connecting: the welcome, with "Sign in with your company account" when a
 * provider is set. Loaded only when the popup opens unconnected, so a connected person's
 * opening never downloads it.
 */
export function WelcomeScreen({
  view,
  onConnect,
}: {
  view: ConnectionView | undefined;
  onConnect: () => void;
}) {
  return (
    <Welcome onConnect={onConnect}>
      {view?.sso?.issuer && view.sso.clientId && <CompanySignInScreen view={view} />}
    </Welcome>
  );
}
