import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import {
  type ConnectionSettings,
  connectionSettings,
} from '../../shared/storage/connection-settings';
import type { EntryOwner } from '../../shared/storage/entry-owner';
import { type ApiClient, type ApiCredentials, createApiClient } from '../api/client';
import { currentAccessToken, refreshTokens } from '../auth/session';
import { readTokenSet } from '../auth/token-set';
import { ownerOf } from '../outbox/owner';
import { readManagedConfig } from './managed';
import { applyPolicy } from './policy';
import { tokenOriginProblem } from './token-origin';
import { readToken } from './token-store';

/** The credentials to send: the token, and the identity fields only when set. */
export function credentialsOf(
  token: string,
  settings: Pick<ConnectionSettings, 'actAs' | 'authType'>,
): ApiCredentials {
  const credentials: ApiCredentials = { token };
  if (settings.actAs) credentials.actAs = settings.actAs;
  if (settings.authType) credentials.authType = settings.authType;
  return credentials;
}

const NOT_CONNECTED = () =>
  new ApiError({
    kind: 'unauthorized',
    code: 'NOT_CONNECTED',
    message: t('connectionNotConnected'),
  });

/**
 * The one client for the connection in force, and whom it speaks for (queued writes record it).
 * @throws ApiError 'unauthorized' (code NOT_CONNECTED) when no address or token is set, or
 * (code SERVICE_MOVED) when the address in force is not the origin the token was saved for:
 * then nothing is sent.
 */
export async function connectedClient(options: { fetch?: typeof fetch } = {}): Promise<{
  client: ApiClient;
  scope: string;
  owner: EntryOwner;
}> {
  const [stored, managed, token, tokens] = await Promise.all([
    connectionSettings.get(),
    readManagedConfig(),
    readToken(),
    readTokenSet(),
  ]);
  const settings = applyPolicy(stored, managed);
  if (!settings.serviceUrl || !token) throw NOT_CONNECTED();
  const moved = await tokenOriginProblem(settings.serviceUrl, stored.serviceUrl);
  if (moved) throw moved;
  const credentials = credentialsOf(token, settings);
  if (!tokens) {
    return {
      client: createApiClient({ baseUrl: settings.serviceUrl, credentials, fetch: options.fetch }),
      scope: settings.scope,
      owner: await ownerOf(settings.serviceUrl, credentials),
    };
  }
  // A provider sign-in: every request reads the access token in force (renewed before use
  // once expired), a 401 renews it once, and the owner is the person (issuer and subject), so
  // a renewed token does not hold the queue.
  const fresh = async () =>
    credentialsOf((await currentAccessToken(options)) ?? token, { ...settings, authType: 'OAUTH' });
  return {
    client: createApiClient({
      baseUrl: settings.serviceUrl,
      credentials: fresh,
      fetch: options.fetch,
      refresh: (refused) => refreshTokens({ ...options, refused }).then(() => undefined),
    }),
    scope: settings.scope,
    owner: await ownerOf(settings.serviceUrl, { ...credentials, authType: 'OAUTH' }, [
      tokens.issuer,
      tokens.subject,
    ]),
  };
}

/** Records that the service refused the token: pages offer "Reconnect". */
export async function markNeedsReconnect(problem: ApiError): Promise<void> {
  const stored = await connectionSettings.get();
  if (stored.problem?.message === problem.message) return;
  await connectionSettings.set({ ...stored, problem: problem.toData() });
}
