import { type AuthorizationServer, discoveryRequest, processDiscoveryResponse } from 'oauth4webapi';
import { ApiError } from '../../shared/errors/api-error';
import { authError } from './fail';
import { isSecureEndpoint, requestOptions } from './oauth';

/** The issuer as the person or the policy typed it, without a trailing slash. */
export function normalizeIssuer(issuer: string): string {
  return issuer.trim().replace(/\/+$/, '');
}

/**
 * Reads `{issuer}/.well-known/openid-configuration` with oauth4webapi (OpenID Connect Discovery
 * 1.0 §4), which refuses a document naming another issuer than the URL (§4.3): such a document
 * could send the code and the tokens elsewhere.
 * @throws ApiError 'network' when nothing answers, 'unexpected-response' otherwise.
 */
export async function discover(
  issuer: string,
  fetchFn: typeof fetch,
): Promise<AuthorizationServer> {
  const wanted = normalizeIssuer(issuer);
  let metadata: AuthorizationServer;
  try {
    const url = new URL(wanted);
    const response = await discoveryRequest(url, requestOptions(wanted, fetchFn));
    metadata = await processDiscoveryResponse(url, response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw authError('unexpected-response', 'authDiscoveryInvalid', wanted);
  }
  const { authorization_endpoint, token_endpoint, revocation_endpoint } = metadata;
  if (!authorization_endpoint || !token_endpoint) {
    throw authError('unexpected-response', 'authDiscoveryInvalid', wanted);
  }
  // The code, the tokens and the refresh token travel to these endpoints: https, or plain http
  // only to this computer, as for the service itself. Said here, before any window opens.
  for (const endpoint of [authorization_endpoint, token_endpoint, revocation_endpoint]) {
    if (endpoint !== undefined && !isSecureEndpoint(endpoint)) {
      throw authError('unexpected-response', 'authEndpointInsecure', new URL(wanted).host);
    }
  }
  return metadata;
}
