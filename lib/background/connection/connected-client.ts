import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import {
  type ConnectionSettings,
  connectionSettings,
} from '../../shared/storage/connection-settings';
import type { EntryOwner } from '../../shared/storage/entry-owner';
import { type ApiClient, type ApiCredentials, createApiClient } from '../api/client';
import { ownerOf } from '../outbox/owner';
import { effectiveSettings } from './policy';
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
 * @throws ApiError 'unauthorized' (code NOT_CONNECTED) when no address or token is set.
 */
export async function connectedClient(options: { fetch?: typeof fetch } = {}): Promise<{
  client: ApiClient;
  scope: string;
  owner: EntryOwner;
}> {
  const [settings, token] = await Promise.all([effectiveSettings(), readToken()]);
  if (!settings.serviceUrl || !token) throw NOT_CONNECTED();
  const credentials = credentialsOf(token, settings);
  return {
    client: createApiClient({ baseUrl: settings.serviceUrl, credentials, fetch: options.fetch }),
    scope: settings.scope,
    owner: await ownerOf(settings.serviceUrl, credentials),
  };
}

/** Records that the service refused the token: pages offer "Reconnect". */
export async function markNeedsReconnect(problem: ApiError): Promise<void> {
  const stored = await connectionSettings.get();
  if (stored.problem?.message === problem.message) return;
  await connectionSettings.set({ ...stored, problem: problem.toData() });
}
