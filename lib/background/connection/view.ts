import { browser } from 'wxt/browser';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { connectionSettings } from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { readManagedPolicy } from './managed';
import { applyPolicy, DEFAULT_SCOPES } from './policy';
import { tokenOriginProblem } from './token-origin';
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
  // An address saved before a rule (http to another computer, a wildcard host): every call is
  // refused with this sentence, so the settings say it too.
  const clearText = effective.serviceUrl && policyUrlProblem(effective.serviceUrl, false);
  if (clearText) view.problem = { kind: 'invalid-request', message: clearText };
  const moved =
    token && effective.serviceUrl
      ? await tokenOriginProblem(effective.serviceUrl, settings.serviceUrl)
      : undefined;
  if (moved) {
    view.state = 'needs-reconnect';
    view.problem = moved.toData();
  }
  // The sign-in provider gets the person's credentials too: a preset issuer that is not one
  // origin is IT's to fix, said before anyone tries to sign in.
  const issuerProblem = managed.ssoIssuer && policyUrlProblem(managed.ssoIssuer, false);
  if (issuerProblem) {
    view.problem = {
      kind: 'invalid-request',
      message: t('connectionPolicyIssuerUnusable', [managed.ssoIssuer ?? '', issuerProblem]),
    };
  }
  if (managed.serviceUrl && !effective.serviceUrl) {
    view.problem = {
      kind: 'invalid-request',
      message: t('connectionPolicyUnusable', [
        managed.serviceUrl,
        policyUrlProblem(managed.serviceUrl) ?? '',
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

/**
 * Why the policy's address is refused (see `addressProblem`); with `always`, a sentence even
 * when it passes (the caller knows it was refused), otherwise undefined then.
 */
function policyUrlProblem(url: string, always = true): string | undefined {
  try {
    normalizeBaseUrl(url);
    return always ? t('connectionPolicyNotWebAddress') : undefined;
  } catch (error) {
    return toApiError(error).message;
  }
}
