import { browser } from 'wxt/browser';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { SignInInput } from '../../shared/messages/messenger';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { originPattern } from '../../shared/urls/origin';

/**
 * Asks the browser, in one prompt, for access to the service's origin and the sign-in
 * provider's (the values in force: preset, typed, or saved). It must run first in a click
 * handler: the browser shows its prompt only for a person's gesture. Answers null when access
 * is granted, or the sentence to show.
 */
export async function requestSignInAccess(
  input: SignInInput,
  view: ConnectionView,
): Promise<string | null> {
  const service = view.managed.serviceUrl ? view.serviceUrl : input.serviceUrl || view.serviceUrl;
  const issuer = view.managed.ssoIssuer ? view.sso?.issuer : input.issuer || view.sso?.issuer;
  const clientId = view.managed.ssoClientId
    ? view.sso?.clientId
    : input.clientId || view.sso?.clientId;
  if (!service || !issuer || !clientId) return t('authNeedsSettings');
  let origins: string[];
  try {
    origins = [service, issuer].map((url) => serviceOrigin(normalizeBaseUrl(url)));
  } catch (error) {
    return toApiError(error).message;
  }
  try {
    if (await browser.permissions.request({ origins: origins.map(originPattern) })) return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return t('optionsPermissionFailed', [origins.join(', '), reason]);
  }
  return t('optionsPermissionRefused', origins.join(', '));
}
