import {
  AuthorizationResponseError,
  allowInsecureRequests,
  type Client,
  clockSkew,
  clockTolerance,
  customFetch,
  JWT_CLAIM_COMPARISON,
  JWT_TIMESTAMP_CHECK,
  OperationProcessingError,
  ResponseBodyError,
} from 'oauth4webapi';
import { ApiError } from '../../shared/errors/api-error';
import { isLoopbackHost } from '../../shared/urls/address-problem';
import { authError } from './fail';

/** How far the local clock may be from the provider's before a token is refused (seconds). */
const CLOCK_TOLERANCE_S = 300;

/**
 * The extension as oauth4webapi's client: public (no secret; `None()` client authentication
 * sends `client_id` in the body), with the tolerance above, and the local clock as `now` says
 * (tests move it; in the worker it is the real one).
 */
export function clientOf(clientId: string, now: () => number = Date.now): Client {
  return {
    client_id: clientId,
    [clockTolerance]: CLOCK_TOLERANCE_S,
    [clockSkew]: Math.round((now() - Date.now()) / 1000),
  };
}

/** An https address, or an http one on this computer (localhost, 127.x.x.x, [::1]). */
export function isSecureEndpoint(endpoint: string): boolean {
  try {
    const { protocol, hostname } = new URL(endpoint);
    return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
  } catch {
    return false;
  }
}

/**
 * The options every request of the library gets: our fetch (a request that gets no answer
 * becomes "the provider did not answer" with its origin), and plain http allowed only for a
 * provider on this computer (the demo provider); the library refuses it anywhere else.
 */
export function requestOptions(issuer: string, fetchFn: typeof fetch) {
  const local = new URL(issuer).protocol === 'http:' && isSecureEndpoint(issuer);
  const fetching = (url: string, init: RequestInit) =>
    fetchFn(url, init).catch(() => {
      throw authError('network', 'authProviderUnreachable', new URL(url).origin);
    });
  return { [customFetch]: fetching, [allowInsecureRequests]: local };
}

const invalid = (why: string) => authError('unexpected-response', 'authTokenInvalid', why);

/** The claims and clock of a failed ID token check, as the library reports them. */
interface ClaimsCause {
  claim?: string;
  now?: number;
  claims?: { iat?: unknown; aud?: unknown };
  parameters?: URLSearchParams;
}

/**
 * "Your computer's clock is off by about N minutes" when the ID token's `iat` is further from
 * the local clock than the tolerance (the library checks `exp` and `nbf`; `iat` is the time the
 * token was made, a moment ago, so its distance is the clock's error).
 */
export function checkIssuedAt(iat: unknown, nowS: number): void {
  if (typeof iat !== 'number') return;
  const offS = Math.abs(nowS - iat);
  if (offS > CLOCK_TOLERANCE_S) {
    throw authError(
      'unexpected-response',
      'authClockSkew',
      String(Math.max(1, Math.round(offS / 60))),
      'CLOCK',
    );
  }
}

/** A failed ID token claim check in words: the nonce, the clock, or which claim. */
function claimProblem(error: OperationProcessingError, cause: ClaimsCause): ApiError {
  const nowS = cause.now ?? Date.now() / 1000;
  if (error.code === JWT_TIMESTAMP_CHECK) {
    checkIssuedAt(cause.claims?.iat, nowS);
    // `exp` passed although `iat` is near: the provider made a token already expired.
    return invalid(cause.claim ?? 'exp');
  }
  if (cause.claim === 'nonce' || /"nonce"/.test(error.message)) {
    return authError('unauthorized', 'authNonceMismatch');
  }
  // Several audiences without `azp` naming us: the authorized-party rule (OIDC Core 3.1.3.7).
  const aud = cause.claims?.aud;
  return invalid(
    cause.claim === 'aud' && Array.isArray(aud) && aud.length > 1
      ? 'azp'
      : (cause.claim ?? 'claims'),
  );
}

/**
 * oauth4webapi's failures in the catalogue's sentences. An ApiError (our fetch's "did not
 * answer", a check of our own) passes unchanged; a refusal of the token endpoint or the
 * authorization response (RFC 6749 §5.2, §4.1.2.1) says the provider's words.
 */
export function protocolError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ResponseBodyError) {
    const words = error.error_description ?? error.error;
    return error.status >= 500
      ? authError('server', 'authTokenInvalid', `HTTP ${error.status}`)
      : authError('unauthorized', 'authProviderError', words);
  }
  if (error instanceof AuthorizationResponseError) {
    return authError('unauthorized', 'authProviderError', error.error_description ?? error.error);
  }
  if (!(error instanceof OperationProcessingError)) return invalid('response');
  const cause = (error.cause ?? {}) as ClaimsCause;
  if (/"state"/.test(error.message)) {
    return authError('unauthorized', 'authStateMismatch', undefined, 'STATE');
  }
  if (/"iss" \(issuer\) response parameter/.test(error.message)) {
    return authError('unauthorized', 'authIssuerMismatch', cause.parameters?.get('iss') ?? '');
  }
  if (error.code === JWT_TIMESTAMP_CHECK || error.code === JWT_CLAIM_COMPARISON) {
    return claimProblem(error, cause);
  }
  if (/"nonce"/.test(error.message)) return authError('unauthorized', 'authNonceMismatch');
  const status = (error.cause as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 500) {
    return authError('server', 'authTokenInvalid', `HTTP ${status}`);
  }
  return invalid(/JWT|claim/.test(error.message) ? 'claims' : 'response');
}
