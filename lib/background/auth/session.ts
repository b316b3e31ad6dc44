import {
  getValidatedIdTokenClaims,
  None,
  OperationProcessingError,
  processRefreshTokenResponse,
  ResponseBodyError,
  refreshTokenGrantRequest,
  type TokenEndpointResponse,
} from 'oauth4webapi';
import { browser } from 'wxt/browser';
import { ApiError } from '../../shared/errors/api-error';
import { authError } from './fail';
import { checkIssuedAt, clientOf, protocolError, requestOptions } from './oauth';
import { readTokenSet, saveRenewedTokenSet, type TokenSet } from './token-set';

/** The alarm that renews the access token before it expires. */
export const AUTH_REFRESH_ALARM = 'auth-refresh';

/** Renew this long before expiry... */
const EARLY_MS = 60_000;
/** ...but not before this share of the lifetime has passed (short-lived tokens). */
const LIFETIME_SHARE = 0.8;

/**
 * When to renew: 60 s before the access token expires; for a token of less than 5 minutes
 * (where 60 s is a large share) at 80% of its lifetime instead (a 2-minute token at 96 s).
 * Browsers round alarms up to 30 s; a token shorter than that is renewed just before use
 * (`currentAccessToken`) or by the 401 rule.
 */
export function refreshAt(tokens: Pick<TokenSet, 'receivedAt' | 'expiresAt'>): number {
  const lifetime = tokens.expiresAt - tokens.receivedAt;
  return Math.max(tokens.expiresAt - EARLY_MS, tokens.receivedAt + lifetime * LIFETIME_SHARE);
}

/** Sets the renewal alarm for this token set (none without a refresh token). */
export async function scheduleRefresh(tokens: TokenSet): Promise<void> {
  if (!tokens.refreshToken) return browser.alarms.clear(AUTH_REFRESH_ALARM).then(() => undefined);
  await browser.alarms.create(AUTH_REFRESH_ALARM, { when: refreshAt(tokens) });
}

/** The refresh every caller shares while it runs (single flight). */
let running: Promise<TokenSet> | undefined;

/** A renewal's ID token failed the library's checks (its claims, its timestamps, its form). */
const idTokenProblem = (error: unknown) =>
  error instanceof OperationProcessingError &&
  /JWT|ID Token/.test(`${error.code} ${error.message}`);

/** "Sign in again": renewing is not possible, and queued changes wait for a new sign-in. */
const signInAgain = () =>
  authError('unauthorized', 'authRefreshFailed', undefined, 'SIGN_IN_AGAIN');

async function renew(fetchFn: typeof fetch, now: () => number): Promise<TokenSet> {
  const tokens = await readTokenSet();
  if (!tokens?.refreshToken) throw signInAgain();
  const as = {
    issuer: tokens.issuer,
    token_endpoint: tokens.tokenEndpoint,
    revocation_endpoint: tokens.revocationEndpoint,
  };
  const client = clientOf(tokens.clientId, now);
  let granted: TokenEndpointResponse;
  const receivedAt = now();
  try {
    // RFC 6749 §6 with oauth4webapi: a public client names itself; the scope stays as granted.
    const response = await refreshTokenGrantRequest(
      as,
      client,
      None(),
      tokens.refreshToken,
      requestOptions(tokens.issuer, fetchFn),
    );
    granted = await processRefreshTokenResponse(as, client, response);
    // OpenID Connect Core §12.2: an ID token sent with a renewal must name the same issuer and
    // client (the library checks those) and the same person; another person's tokens are never
    // stored under this one's sign-in.
    const claims = getValidatedIdTokenClaims(granted);
    if (claims && claims.sub !== tokens.subject) throw signInAgain();
    if (claims) checkIssuedAt(claims.iat, receivedAt / 1000);
  } catch (error) {
    // A refusal (RFC 6749 §5.2: the refresh token expired or was revoked) or an ID token that
    // cannot be trusted needs the person: signing in again says why (the clock, for one),
    // where a renewal could not. Anything else (unreachable, failing, an answer that could not
    // be read) is the provider's: the outbox waits and tries again.
    if (error instanceof ResponseBodyError && error.status < 500) throw signInAgain();
    if (error instanceof ApiError && error.code === 'CLOCK') throw signInAgain();
    if (idTokenProblem(error)) throw signInAgain();
    throw protocolError(error);
  }
  const next: TokenSet = {
    ...tokens,
    accessToken: granted.access_token,
    // A provider that rotates refresh tokens sends a new one; otherwise the old one stays (§6).
    refreshToken: granted.refresh_token ?? tokens.refreshToken,
    receivedAt,
    expiresAt: receivedAt + (granted.expires_in ?? 3600) * 1000,
  };
  // Signed out (or in afresh) while the provider answered: that sign-in has ended.
  if (!(await saveRenewedTokenSet(tokens, next))) throw signInAgain();
  await scheduleRefresh(next);
  return next;
}

/**
 * Renews the access token with the refresh token. Concurrent callers share one request. With
 * `refused`, the access token a request was refused with: when it is no longer the stored one,
 * another caller has renewed it already and nothing is asked of the provider.
 * @throws ApiError 'unauthorized' code SIGN_IN_AGAIN when the provider refuses; 'network' when
 * it does not answer.
 */
export async function refreshTokens(
  options: { fetch?: typeof fetch; now?: () => number; refused?: string } = {},
): Promise<TokenSet> {
  if (running) return running;
  if (options.refused !== undefined) {
    const stored = await readTokenSet();
    if (stored && stored.accessToken !== options.refused) return stored;
    if (running) return running;
  }
  running = renew(options.fetch ?? globalThis.fetch.bind(globalThis), options.now ?? Date.now);
  try {
    return await running;
  } finally {
    running = undefined;
  }
}

/** Answers once no renewal is on its way (signing out revokes what the last one brought). */
export async function renewalSettled(): Promise<void> {
  await running?.catch(() => undefined);
}

/**
 * The access token to send now: the stored one, renewed first when it has expired by the local
 * clock (saves a refused request). Null without a provider sign-in.
 */
export async function currentAccessToken(
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<string | null> {
  const tokens = await readTokenSet();
  if (!tokens) return null;
  if (tokens.refreshToken && tokens.expiresAt <= (options.now ?? Date.now)()) {
    return (await refreshTokens(options)).accessToken;
  }
  return tokens.accessToken;
}
