import { ApiError } from '../../shared/errors/api-error';
import type { ConnectionInput } from '../../shared/messages/messenger';
import { clearCache } from '../../shared/storage/cache';
import {
  type ConnectionSettings,
  connectionSettings,
  newScope,
} from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { serviceOrigin } from '../../shared/urls/base-url';
import { hasHostPermission, releaseStaleOrigins } from './host-permission';
import { resolveInput } from './policy';
import { probeClient } from './test-connection';
import { clearToken, writeToken } from './token-store';
import { connectionView } from './view';

/**
 * Saves the connection. The host permission must already be granted (the settings page asks
 * for it on the person's click). Changing the service forgets the token; any change of
 * service, token or identity starts a new cache scope. Once the saved connection answers,
 * the host access of an earlier service is given back (see `releaseStaleOrigins`).
 */
export async function saveConnection(input: ConnectionInput): Promise<ConnectionView> {
  const { stored, serviceUrl, token, actAs, authType, sameService } = await resolveInput(input);
  const origin = serviceOrigin(serviceUrl);
  if (!(await hasHostPermission(origin))) {
    throw new ApiError({
      kind: 'forbidden',
      code: 'HOST_PERMISSION',
      message: `The browser has not allowed this extension to reach ${origin}, so nothing was saved. Click Save again and choose Allow.`,
    });
  }
  const typedToken = input.token?.trim();
  if (!sameService && !typedToken) await clearToken();
  if (typedToken) await writeToken(typedToken);
  const changed =
    !sameService || Boolean(typedToken) || stored.actAs !== actAs || stored.authType !== authType;
  const next: ConnectionSettings = {
    serviceUrl,
    actAs,
    authType,
    scope: changed ? newScope() : stored.scope,
  };
  // A new token or identity is a reconnect: the previous refusal no longer applies.
  if (!changed && stored.problem && !token) next.problem = stored.problem;
  await connectionSettings.set(next);
  if (changed) await clearCache();
  // Asked only while an earlier origin is still held: the saved connection must answer first.
  await releaseStaleOrigins([origin], async () =>
    token
      ? probeClient(serviceUrl, token, { actAs, authType })
          .feed({ requestOptions: { resultSize: 1 } })
          .then(
            () => true,
            () => false,
          )
      : false,
  );
  return connectionView();
}

/** Forgets the token and everything cached for it. */
export async function forgetToken(): Promise<ConnectionView> {
  await clearToken();
  const stored = await connectionSettings.get();
  await connectionSettings.set({ ...stored, problem: undefined, scope: newScope() });
  await clearCache();
  return connectionView();
}
