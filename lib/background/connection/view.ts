import { browser } from 'wxt/browser';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { connectionSettings } from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, plainHttpProblem, serviceOrigin } from '../../shared/urls/base-url';
import { readManagedPolicy } from './managed';
import { applyPolicy, DEFAULT_SCOPES } from './policy';
import { readToken, readTokenSetValue } from './token-store';

/** The connection as pages see it (never the token). */
export async function connectionView(): Promise<ConnectionView> {
  const [settings, policy, token, tokenSet] = await Promise.all([
    connectionSettings.get(),
    readManagedPolicy(),
    readToken(),
    readTokenSetValue(),
  ]);
  const managed = policy.config;
  const effective = applyPolicy(settings, managed);
  const view: ConnectionView = {
    serviceUrl: effective.serviceUrl,
    origin: effective.serviceUrl ? serviceOrigin(effective.serviceUrl) : undefined,
    actAs: effective.actAs,
    authType: effective.authType,
    hasToken: token !== null,
    sso: {
      ...effective.sso,
      scopes: effective.sso?.scopes ?? DEFAULT_SCOPES,
      redirectUrl: redirectUrl(),
      signedIn: token !== null && tokenSet !== null,
    },
    managed: {
      serviceUrl: managed.serviceUrl !== undefined,
      actAs: managed.actAs !== undefined,
      authType: managed.authType !== undefined,
      ssoIssuer: managed.ssoIssuer !== undefined,
      ssoClientId: managed.ssoClientId !== undefined,
      ssoScopes: managed.ssoScopes !== undefined,
      ...(policy.ignored.length > 0 ? { ignored: policy.ignored } : {}),
    },
    state:
      !effective.serviceUrl || !token
        ? 'not-configured'
        : settings.problem
          ? 'needs-reconnect'
          : 'ready',
    problem: settings.problem,
  };
  // An http address to another computer saved before the rule: every call is refused with
  // this sentence, so the settings say it too.
  const clearText = effective.serviceUrl && plainHttpProblem(effective.serviceUrl);
  if (clearText) view.problem = { kind: 'invalid-request', message: clearText };
  if (managed.serviceUrl && !effective.serviceUrl) {
    view.problem = {
      kind: 'invalid-request',
      message: t('connectionPolicyUnusable', [
        managed.serviceUrl,
        policyUrlProblem(managed.serviceUrl),
      ]),
    };
  }
  return view;
}

/** Where the provider sends the person back to in this browser; none without `identity`. */
function redirectUrl(): string | undefined {
  try {
    return browser.identity.getRedirectURL();
  } catch {
    return undefined;
  }
}

/** Why the policy's address was refused (not a web address, or http:// to another computer). */
function policyUrlProblem(serviceUrl: string): string {
  try {
    normalizeBaseUrl(serviceUrl);
    return t('connectionPolicyNotWebAddress');
  } catch (error) {
    return toApiError(error).message;
  }
}
