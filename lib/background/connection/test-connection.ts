import { ApiError } from '../../shared/errors/api-error';
import type { ConnectionInput } from '../../shared/messages/messenger';
import type { ConnectionReport } from '../../shared/types/connection';
import { serviceOrigin } from '../../shared/urls/base-url';
import { createApiClient } from '../api/client';
import { credentialsOf } from './connected-client';
import { hasHostPermission } from './host-permission';
import { resolveInput } from './policy';

/** Features a token may lack the scope for, probed so the person learns it now, not later. */
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
  const client = probeClient(serviceUrl, token, { actAs, authType }, options.fetch);
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

/**
 * A client for one look at a service before or just after saving it: one attempt, no retry,
 * a short wait, so the person is not kept waiting on an address that does not answer.
 */
export function probeClient(
  serviceUrl: string,
  token: string,
  identity: { actAs?: string; authType?: string },
  fetch?: typeof globalThis.fetch,
) {
  return createApiClient({
    baseUrl: serviceUrl,
    credentials: credentialsOf(token, identity),
    fetch,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
    timeoutMs: 10_000,
  });
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
