import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { ConnectionInput } from '../../shared/messages/messenger';
import {
  type ConnectionSettings,
  connectionSettings,
  newScope,
} from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { serviceOrigin } from '../../shared/urls/base-url';
import { forgetIdentityData } from './forget-identity';
import { hasHostPermission, releaseStaleOrigins } from './host-permission';
import { resolveInput } from './policy';
import { probeService } from './probe';
import { clearToken, writeToken } from './token-store';
import { connectionView } from './view';

/**
 * Saves the connection after one real request with it succeeds (with a token; an address alone
 * is saved as not yet configured). The host permission must already be granted (the settings
 * page asks for it on the person's click). Changing the service forgets the token; any change of
 * service, token or identity starts a new cache scope.
 * Once the saved connection has answered, the host access of an earlier service is given back
 * (see `releaseStaleOrigins`).
 */
export async function saveConnection(
  input: ConnectionInput,
  options: { fetch?: typeof fetch } = {},
): Promise<ConnectionView> {
  const { stored, serviceUrl, token, actAs, authType, sameService } = await resolveInput(input);
  const origin = serviceOrigin(serviceUrl);
  if (!(await hasHostPermission(serviceUrl))) {
    throw new ApiError({
      kind: 'forbidden',
      code: 'HOST_PERMISSION',
      message: t('connectionNotAllowedSave', origin),
    });
  }
  // "Connected" only once the service has answered these very settings: nothing is stored
  // for an address where nothing answers, or for a token it refuses.
  if (token) await probeService({ serviceUrl, token, actAs, authType }, options);
  const typedToken = input.token?.trim();
  if (!sameService && !typedToken) await clearToken();
  if (typedToken) await writeToken(typedToken, origin);
  const changed =
    !sameService || Boolean(typedToken) || stored.actAs !== actAs || stored.authType !== authType;
  const next: ConnectionSettings = {
    serviceUrl,
    actAs,
    authType,
    // The company sign-in's provider stays entered for the next sign-in.
    sso: stored.sso,
    scope: changed ? newScope() : stored.scope,
  };
  // A new token or identity is a reconnect: the previous refusal no longer applies.
  if (!changed && stored.problem && !token) next.problem = stored.problem;
  await connectionSettings.set(next);
  if (changed) await forgetIdentityData();
  // The probe above has shown the saved connection answers (with a token): only then is an
  // earlier service's host access given back, so a failed switch keeps the old one working.
  await releaseStaleOrigins([origin], async () => Boolean(token));
  return connectionView();
}

/** Forgets the token and everything cached for it. */
export async function forgetToken(): Promise<ConnectionView> {
  await clearToken();
  const stored = await connectionSettings.get();
  await connectionSettings.set({ ...stored, problem: undefined, scope: newScope() });
  await forgetIdentityData();
  return connectionView();
}
