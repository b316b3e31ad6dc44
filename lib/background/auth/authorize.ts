import {
  authorizationCodeGrantRequest,
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
  getValidatedIdTokenClaims,
  None,
  processAuthorizationCodeResponse,
  validateAuthResponse,
} from 'oauth4webapi';
import { discover } from './discovery';
import { authError } from './fail';
import { checkIssuedAt, clientOf, protocolError, requestOptions } from './oauth';
import type { TokenSet } from './token-set';

/** Which provider and client to sign in with. */
export interface ProviderConfig {
  issuer: string;
  clientId: string;
  /** Space-separated (RFC 6749 §3.3). */
  scopes: string;
}

/** The browser and the clock, injectable for tests. */
export interface AuthorizeDeps {
  fetch: typeof fetch;
  now: () => number;
  /** `identity.launchWebAuthFlow({ url, interactive: true })`: answers the final redirect URL. */
  launch: (url: string) => Promise<string>;
  /** `identity.getRedirectURL()`: the address registered at the provider for this browser. */
  redirectUri: string;
}

/**
 * Asks the provider for the authorization page from the worker before opening a window: a
 * client id or redirect the provider does not know makes it show its own error page (it must
 * not redirect, RFC 6749 §4.1.2.1), which would leave the person in a window with no way on.
 * A 4xx answer here is that page: say so in words instead. A redirect or a page is fine.
 */
async function preflight(url: string, clientId: string, fetchFn: typeof fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchFn(url, { redirect: 'manual', credentials: 'omit' });
  } catch {
    throw authError('network', 'authProviderUnreachable', new URL(url).origin);
  }
  if (response.status >= 400 && response.status < 500) {
    throw authError('unauthorized', 'authClientRejected', clientId);
  }
}

/** The browser's words when the person closed the window (Chromium; Firefox). */
const CLOSED = /did not approve|cancel+ed or denied/i;

/**
 * One sign-in with oauth4webapi: discovery, PKCE S256 (RFC 7636), state and nonce, the
 * provider's window, the authorization response (state, RFC 9207 `iss`, `error`), the code
 * grant, and the ID token's claims (OpenID Connect Core §3.1.3.7). The signature is not checked:
 * rule 6 allows TLS server validation instead for a token fetched straight from the token
 * endpoint, the only way this client receives one. Answers the token set to store.
 * @throws ApiError with a sentence for each way it fails (see the catalogue's `auth*` keys).
 */
export async function authorize(config: ProviderConfig, deps: AuthorizeDeps): Promise<TokenSet> {
  const as = await discover(config.issuer, deps.fetch);
  const client = clientOf(config.clientId, deps.now);
  const options = requestOptions(as.issuer, deps.fetch);
  const [state, nonce, verifier] = [
    generateRandomState(),
    generateRandomNonce(),
    generateRandomCodeVerifier(),
  ];
  const url = new URL(as.authorization_endpoint ?? '');
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: deps.redirectUri,
    scope: config.scopes,
    state,
    nonce,
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  await preflight(url.href, config.clientId, deps.fetch);
  let redirect: string;
  try {
    redirect = await deps.launch(url.href);
  } catch (error) {
    const words = error instanceof Error ? error.message : String(error);
    throw CLOSED.test(words)
      ? authError('unauthorized', 'authWindowClosed', undefined, 'CLOSED')
      : authError('network', 'authWindowFailed', words);
  }
  // The window must come back to this browser's redirect address, not another page.
  if (!redirect.startsWith(deps.redirectUri)) {
    throw authError('unauthorized', 'authStateMismatch', undefined, 'STATE');
  }
  try {
    const callback = validateAuthResponse(as, client, new URL(redirect), state);
    const response = await authorizationCodeGrantRequest(
      as,
      client,
      None(),
      callback,
      deps.redirectUri,
      verifier,
      options,
    );
    const granted = await processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    });
    const receivedAt = deps.now();
    const claims = getValidatedIdTokenClaims(granted);
    if (!claims) throw authError('unexpected-response', 'authTokenInvalid', 'id_token');
    checkIssuedAt(claims.iat, receivedAt / 1000);
    return {
      issuer: as.issuer,
      clientId: config.clientId,
      subject: claims.sub,
      accessToken: granted.access_token,
      refreshToken: granted.refresh_token,
      receivedAt,
      // expires_in is only RECOMMENDED (RFC 6749 §5.1): without it an hour is assumed for the
      // alarm, and a token that ends sooner is renewed by the 401 rule.
      expiresAt: receivedAt + (granted.expires_in ?? 3600) * 1000,
      tokenEndpoint: as.token_endpoint ?? '',
      revocationEndpoint: as.revocation_endpoint,
    };
  } catch (error) {
    throw protocolError(error);
  }
}
