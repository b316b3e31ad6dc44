import { useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import type { ConnectionView } from '../../shared/types/connection';
import { ask } from '../ask';
import { requestSignInAccess } from '../options/sign-in-access';

/** The popup welcome's company sign-in: under way, what went wrong, and the action. */
export interface CompanySignInController {
  busy: boolean;
  /** The last failure, in words. */
  error?: string;
  /** Call from the click: the browser's host-access prompt needs the gesture. */
  signIn(): void;
}

/**
 * Signs in with the provider and service already set (saved, or preset by policy). The worker
 * carries the sign-in through even if the popup closes when the provider's window opens;
 * `onSignedIn` shows the feed when the popup is still open.
 */
export function useCompanySignIn(
  view: ConnectionView,
  onSignedIn: () => void,
): CompanySignInController {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      const refused = await requestSignInAccess({}, view);
      if (refused) setError(refused);
      else {
        await ask('signIn', {});
        onSignedIn();
      }
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, signIn: () => void signIn() };
}
