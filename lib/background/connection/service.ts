import { browser } from 'wxt/browser';
import { ApiError } from '../../shared/errors/api-error';
import type { ConnectionInput } from '../../shared/messages/messenger';
import { clearCache } from '../../shared/storage/cache';
import {
  type ConnectionSettings,
  connectionSettings,
  newScope,
} from '../../shared/storage/connection-settings';
import type { ConnectionReport, ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { originPattern } from '../../shared/urls/origin';
import { type ApiClient, type ApiCredentials, createApiClient } from '../api/client';
import { type ManagedConfig, readManagedConfig } from './managed';
import { clearToken, readToken, writeToken } from './token-store';

/** True when the browser lets the extension reach this origin. */
export async function hasHostPermission(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPattern(origin)] });
  } catch {
    return false;
  }
}

/** Settings with the organisation's policy applied on top (policy wins). */
function applyPolicy(settings: ConnectionSettings, managed: ManagedConfig): ConnectionSettings {
  let serviceUrl = settings.serviceUrl;
  if (managed.serviceUrl) {
    try {
      serviceUrl = normalizeBaseUrl(managed.serviceUrl);
    } catch {
      // A malformed policy value cannot be used; the view reports it as a problem below.
      serviceUrl = undefined;
    }
  }
  return {
    ...settings,
    serviceUrl,
    actAs: managed.actAs ?? settings.actAs,
    authType: managed.authType ?? settings.authType,
  };
}

/** The connection in force: the person's settings under the organisation's policy. */
export async function effectiveSettings(): Promise<ConnectionSettings> {
  const [settings, managed] = await Promise.all([connectionSettings.get(), readManagedConfig()]);
  return applyPolicy(settings, managed);
}

/** The connection as pages see it (never the token). */
export async function connectionView(): Promise<ConnectionView> {
  const [settings, managed, token] = await Promise.all([
    connectionSettings.get(),
    readManagedConfig(),
    readToken(),
  ]);
  const effective = applyPolicy(settings, managed);
  const view: ConnectionView = {
    serviceUrl: effective.serviceUrl,
    origin: effective.serviceUrl ? serviceOrigin(effective.serviceUrl) : undefined,
    actAs: effective.actAs,
    authType: effective.authType,
    hasToken: token !== null,
    managed: {
      serviceUrl: managed.serviceUrl !== undefined,
      actAs: managed.actAs !== undefined,
      authType: managed.authType !== undefined,
    },
    state:
      !effective.serviceUrl || !token
        ? 'not-configured'
        : settings.problem
          ? 'needs-reconnect'
          : 'ready',
    problem: settings.problem,
  };
  if (managed.serviceUrl && !effective.serviceUrl) {
    view.problem = {
      kind: 'invalid-request',
      message: `Your organisation's policy sets the service address to "${managed.serviceUrl}", which is not a web address. Ask your IT administrator to correct it.`,
    };
  }
  return view;
}

function credentialsOf(token: string, settings: Pick<ConnectionSettings, 'actAs' | 'authType'>) {
  const credentials: ApiCredentials = { token };
  if (settings.actAs) credentials.actAs = settings.actAs;
  if (settings.authType) credentials.authType = settings.authType;
  return credentials;
}

const NOT_CONNECTED = () =>
  new ApiError({
    kind: 'unauthorized',
    code: 'NOT_CONNECTED',
    message:
      'The extension is not connected to your Knowledge Service yet. Open the settings and connect.',
  });

/**
 * The one client for the connection in force.
 * @throws ApiError 'unauthorized' (code NOT_CONNECTED) when no address or token is set.
 */
export async function connectedClient(options: { fetch?: typeof fetch } = {}): Promise<{
  client: ApiClient;
  scope: string;
}> {
  const [settings, token] = await Promise.all([effectiveSettings(), readToken()]);
  if (!settings.serviceUrl || !token) throw NOT_CONNECTED();
  return {
    client: createApiClient({
      baseUrl: settings.serviceUrl,
      credentials: credentialsOf(token, settings),
      fetch: options.fetch,
    }),
    scope: settings.scope,
  };
}

/** The fields of an input after policy and normalisation, and the token to use. */
async function resolveInput(input: ConnectionInput) {
  const [stored, managed, storedToken] = await Promise.all([
    connectionSettings.get(),
    readManagedConfig(),
    readToken(),
  ]);
  const serviceUrl = normalizeBaseUrl(managed.serviceUrl ?? input.serviceUrl);
  const sameService = stored.serviceUrl === serviceUrl;
  const typedToken = input.token?.trim();
  // A stored token is only ever sent to the service it was saved for.
  const token = typedToken || (sameService ? storedToken : null);
  const actAs = (managed.actAs ?? input.actAs ?? '').trim() || undefined;
  const authType = (managed.authType ?? input.authType ?? '').trim() || undefined;
  return { stored, serviceUrl, token, actAs, authType, sameService };
}

const SCOPE_PROBES = [
  { operation: 'listpins', feature: 'pinning pages' },
  { operation: 'listcollections', feature: 'collections' },
  { operation: 'listanswerboards', feature: 'answer boards' },
] as const;

/**
 * "Test connection": a cheap real call with the given settings, without saving them, and
 * probes of the features a token may lack the scope for.
 * @throws ApiError with a sentence for each way it can fail (permission, network, token...).
 */
export async function testConnection(
  input: ConnectionInput,
  options: { fetch?: typeof fetch } = {},
): Promise<ConnectionReport> {
  const { serviceUrl, token, actAs, authType } = await resolveInput(input);
  const origin = serviceOrigin(serviceUrl);
  if (!token) {
    throw new ApiError({ kind: 'unauthorized', code: 'NO_TOKEN', message: 'Enter your token.' });
  }
  if (!(await hasHostPermission(origin))) {
    throw new ApiError({
      kind: 'forbidden',
      code: 'HOST_PERMISSION',
      message: `The browser has not allowed this extension to reach ${origin}. Click “Test connection” or “Save” again and choose Allow when the browser asks.`,
    });
  }
  const client = createApiClient({
    baseUrl: serviceUrl,
    credentials: credentialsOf(token, { actAs, authType }),
    fetch: options.fetch,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
    timeoutMs: 10_000,
  });
  try {
    await client.feed({ requestOptions: { resultSize: 1 } });
  } catch (error) {
    throw explainTestFailure(error, origin);
  }
  const warnings: string[] = [];
  for (const probe of SCOPE_PROBES) {
    try {
      await client.call(probe.operation, {});
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'forbidden') {
        warnings.push(
          `This token cannot be used for ${probe.feature}: ${error.detail ?? error.message}`,
        );
      }
    }
  }
  return {
    serviceUrl,
    message: `Connected to ${origin}${actAs ? ` as ${actAs}` : ''}.`,
    warnings,
  };
}

/** Rewords a failure of the test call for the settings page, where the person can fix it. */
function explainTestFailure(error: unknown, origin: string): ApiError {
  if (!(error instanceof ApiError))
    return new ApiError({ kind: 'network', message: String(error) });
  if (error.kind === 'network') {
    const tls = origin.startsWith('https:')
      ? ' If the address is right, the service’s certificate may not be trusted by this browser.'
      : '';
    return new ApiError({
      ...error.toData(),
      message: `Can't reach ${origin}: check the address, your network or VPN.${tls}`,
    });
  }
  if (error.kind === 'unauthorized' && !error.code) {
    return new ApiError({
      ...error.toData(),
      message:
        'The service did not accept this token: it is invalid or has expired. Create a new token and paste it here.',
    });
  }
  if (error.kind === 'forbidden') {
    return new ApiError({
      ...error.toData(),
      message: `The token is valid but lacks a scope the feed needs${error.detail ? ` (${error.detail})` : ''}. Ask for a token with the SEARCH and ANNOUNCEMENTS scopes.`,
    });
  }
  return error;
}

/**
 * Saves the connection. The host permission must already be granted (the settings page asks
 * for it on the person's click). Changing the service forgets the token; any change of
 * service, token or identity starts a new cache scope.
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

/** Records that the service refused the token: pages offer "Reconnect". */
export async function markNeedsReconnect(problem: ApiError): Promise<void> {
  const stored = await connectionSettings.get();
  if (stored.problem?.message === problem.message) return;
  await connectionSettings.set({ ...stored, problem: problem.toData() });
}
