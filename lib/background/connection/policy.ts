import type { ConnectionInput } from '../../shared/messages/messenger';
import {
  type ConnectionSettings,
  connectionSettings,
} from '../../shared/storage/connection-settings';
import { normalizeBaseUrl } from '../../shared/urls/base-url';
import { type ManagedConfig, readManagedConfig } from './managed';
import { tokenOriginProblem } from './token-origin';
import { readToken } from './token-store';

/** What a company sign-in asks for unless the person or the policy says otherwise. */
export const DEFAULT_SCOPES = 'openid profile email offline_access';

/**
 * Settings with the organisation's policy applied on top (policy wins). A malformed policy
 * address leaves no address at all: the view reports it as a problem for IT to fix.
 */
export function applyPolicy(
  settings: ConnectionSettings,
  managed: ManagedConfig,
): ConnectionSettings {
  let serviceUrl = settings.serviceUrl;
  if (managed.serviceUrl) {
    try {
      serviceUrl = normalizeBaseUrl(managed.serviceUrl);
    } catch {
      // A malformed policy value cannot be used; falling back to the person's own address
      // would quietly ignore the organisation.
      serviceUrl = undefined;
    }
  }
  return {
    ...settings,
    serviceUrl,
    actAs: managed.actAs ?? settings.actAs,
    authType: managed.authType ?? settings.authType,
    sso: {
      issuer: managed.ssoIssuer ?? settings.sso?.issuer,
      clientId: managed.ssoClientId ?? settings.sso?.clientId,
      scopes: managed.ssoScopes ?? settings.sso?.scopes ?? DEFAULT_SCOPES,
    },
  };
}

/** The connection in force: the person's settings under the organisation's policy. */
export async function effectiveSettings(): Promise<ConnectionSettings> {
  const [settings, managed] = await Promise.all([connectionSettings.get(), readManagedConfig()]);
  return applyPolicy(settings, managed);
}

/**
 * What the settings form's fields amount to under policy and normalisation, with the token
 * to use and what is stored now (to tell what changed).
 * @throws ApiError 'invalid-request' with a sentence when the address is not a web address.
 */
export async function resolveInput(input: ConnectionInput) {
  const [stored, managed, storedToken] = await Promise.all([
    connectionSettings.get(),
    readManagedConfig(),
    readToken(),
  ]);
  const serviceUrl = normalizeBaseUrl(managed.serviceUrl ?? input.serviceUrl);
  const sameService = stored.serviceUrl === serviceUrl;
  const typedToken = input.token?.trim();
  // A stored token is only ever sent to the origin it was saved for, which the token store
  // keeps: the stored settings' address alone (storage.local) does not decide it.
  const moved = storedToken ? await tokenOriginProblem(serviceUrl, stored.serviceUrl) : undefined;
  const token = typedToken || (sameService && !moved ? storedToken : null);
  const actAs = (managed.actAs ?? input.actAs ?? '').trim() || undefined;
  const authType = (managed.authType ?? input.authType ?? '').trim() || undefined;
  return { stored, serviceUrl, token, actAs, authType, sameService };
}
