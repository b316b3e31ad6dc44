import { discover } from './discovery';
import { authError } from './fail';
import { tokenRequest } from './grant';
import { checkIdToken } from './id-token';
import { challengeOf, randomValue } from './pkce';
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

/** What one sign-in must find in the redirect: the values it sent. */
interface Pending {
  state: string;
  issuer: string;
  redirectUri: string;
}

/**
 * Reads the authorization response (RFC 6749 §4.1.2) from the redirect and answers the code.
 * `state` must be the one this sign-in made, compared exactly, before anything else is read
 * (§10.12: a response of another sign-in is not ours to act on); `iss`, when present, must be
 * the issuer (RFC 9207 §2.4, mix-up defence); then an `error` (§4.1.2.1) is said in words.
 */
function codeFromRedirect(redirect: string, pending: Pending): string {
  const url = new URL(redirect);
  if (!redirect.startsWith(pending.redirectUri)) {
    throw authError('unauthorized', 'authStateMismatch', undefined, 'STATE');
  }
  const params = url.searchParams;
  if (params.get('state') !== pending.state) {
    throw authError('unauthorized', 'authStateMismatch', undefined, 'STATE');
  }
  const iss = params.get('iss');
  if (iss !== null && iss !== pending.issuer) {
    throw authError('unauthorized', 'authIssuerMismatch', iss);
  }
  const error = params.get('error');
  if (error !== null) {
    throw authError('unauthorized', 'authProviderError', params.get('error_description') ?? error);
  }
  const code = params.get('code');
  if (!code) throw authError('unexpected-response', 'authTokenInvalid', 'code');
  return code;
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
 * One sign-in: discovery, PKCE S256 (RFC 7636), state and nonce, the provider's window, the
 * code grant, and the ID token's claims. Answers the token set to store.
 * @throws ApiError with a sentence for each way it fails (see the catalogue's `auth*` keys).
 */
export async function authorize(config: ProviderConfig, deps: AuthorizeDeps): Promise<TokenSet> {
  const metadata = await discover(config.issuer, deps.fetch);
  const [state, nonce, verifier] = [randomValue(), randomValue(), randomValue()];
  const url = new URL(metadata.authorization_endpoint);
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: deps.redirectUri,
    scope: config.scopes,
    state,
    nonce,
    code_challenge: await challengeOf(verifier),
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
  const code = codeFromRedirect(redirect, {
    state,
    issuer: metadata.issuer,
    redirectUri: deps.redirectUri,
  });
  const granted = await tokenRequest(
    metadata.token_endpoint,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: deps.redirectUri,
      client_id: config.clientId,
      code_verifier: verifier,
    },
    deps.fetch,
  );
  if (!granted.id_token) throw authError('unexpected-response', 'authTokenInvalid', 'id_token');
  const receivedAt = deps.now();
  const { subject } = checkIdToken(granted.id_token, {
    issuer: metadata.issuer,
    clientId: config.clientId,
    nonce,
    now: receivedAt,
  });
  return {
    issuer: metadata.issuer,
    clientId: config.clientId,
    subject,
    accessToken: granted.access_token,
    refreshToken: granted.refresh_token,
    receivedAt,
    // expires_in is only RECOMMENDED (RFC 6749 §5.1): without it an hour is assumed for the
    // alarm, and a token that ends sooner is renewed by the 401 rule.
    expiresAt: receivedAt + (granted.expires_in ?? 3600) * 1000,
    tokenEndpoint: metadata.token_endpoint,
    revocationEndpoint: metadata.revocation_endpoint,
  };
}
