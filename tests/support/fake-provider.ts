import type { TokenSet } from '../../lib/background/auth/token-set';
import { DEMO_TOKENS } from '../../server/demo/identities';

/** Where the fake provider lives; its fetch answers this origin and passes others through. */
export const ISSUER = 'https://login.acme.example';
export const CLIENT_ID = 'workplace-extension';
export const REDIRECT = 'https://meompmifbppdkljikflbpopfciciifnj.chromiumapp.org/';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned compact JWT with these claims (the client checks claims, not signatures). */
function idToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.c2ln`;
}

/**
 * An OpenID provider in memory, as the client sees it over fetch: discovery, the authorization
 * endpoint (400 for an unknown client, as a real provider's error page), the token endpoint
 * (code and refresh grants) and revocation. Every request is recorded. `tokens` is the queue of
 * access tokens it hands out, one per grant; the knobs change how it answers.
 */
export function fakeProvider(options: { tokens: string[]; now?: () => number }) {
  const requests: { url: string; form?: URLSearchParams }[] = [];
  const knobs = {
    refuseRefresh: false,
    unreachable: false,
    revokeStatus: 200,
    jwtAccessTokens: false,
    subject: 'alex',
    expiresIn: 300,
    /** The nonce the ID token carries: the one of the last authorization request by default. */
    nonce: undefined as string | undefined,
    lastAuthorization: undefined as URL | undefined,
    /** Claims of the ID token replaced or added (undefined removes one). */
    claims: {} as Record<string, unknown>,
    /** An ID token sent as it is instead of one made from the claims. */
    idToken: undefined as string | undefined,
  };
  const now = options.now ?? Date.now;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function grant(form: URLSearchParams): Response {
    if (form.get('grant_type') === 'refresh_token' && knobs.refuseRefresh) {
      return json({ error: 'invalid_grant', error_description: 'refresh token expired' }, 400);
    }
    const access = options.tokens.shift() ?? 'no-more-tokens';
    const iat = Math.floor(now() / 1000);
    return json({
      access_token: access,
      token_type: 'Bearer',
      expires_in: knobs.expiresIn,
      refresh_token: `refresh-${access}`,
      id_token:
        knobs.idToken ??
        idToken({
          iss: ISSUER,
          sub: knobs.subject,
          aud: CLIENT_ID,
          iat,
          exp: iat + 3600,
          nonce: knobs.nonce ?? knobs.lastAuthorization?.searchParams.get('nonce'),
          ...knobs.claims,
        }),
    });
  }

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(ISSUER)) return fetch(input, init);
    // oauth4webapi sends its forms as URLSearchParams; a string is read as one too.
    const body = init?.body;
    const form =
      typeof body === 'string' || body instanceof URLSearchParams
        ? new URLSearchParams(body)
        : undefined;
    requests.push({ url, form });
    if (knobs.unreachable) throw new TypeError('Failed to fetch');
    const path = new URL(url).pathname;
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        revocation_endpoint: `${ISSUER}/revoke`,
        jwks_uri: `${ISSUER}/jwks`,
      });
    }
    if (path === '/auth') {
      knobs.lastAuthorization = new URL(url);
      const client = knobs.lastAuthorization.searchParams.get('client_id');
      return client === CLIENT_ID
        ? new Response(null, { status: 303, headers: { Location: `${ISSUER}/login` } })
        : new Response('<h1>oops</h1><pre>error: invalid_client</pre>', { status: 400 });
    }
    if (path === '/token' && form) return grant(form);
    if (path === '/revoke') {
      // A self-contained (JWT) access token cannot be revoked: RFC 7009 §2.2.1's answer.
      if (knobs.jwtAccessTokens && form?.get('token_type_hint') === 'access_token') {
        return json({ error: 'unsupported_token_type' }, 400);
      }
      return new Response(null, { status: knobs.revokeStatus });
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;

  /** The redirect a person's successful login in the window comes back with. */
  const approve = (code = 'the-code') => {
    const asked = knobs.lastAuthorization;
    if (!asked) throw new Error('No authorization request was made');
    return `${REDIRECT}?code=${code}&state=${asked.searchParams.get('state')}&iss=${encodeURIComponent(ISSUER)}`;
  };

  return { fetch: fetchFn, requests, knobs, approve };
}

/**
 * A provider sign-in as Alex whose access token the service no longer takes. Still valid by the
 * local clock, so the service's 401 is what starts the renewal.
 */
export function staleTokenSet(extra: Partial<TokenSet> = {}): TokenSet {
  const now = Date.now();
  return {
    issuer: ISSUER,
    clientId: CLIENT_ID,
    subject: 'alex',
    accessToken: DEMO_TOKENS.expired,
    refreshToken: 'refresh-0',
    receivedAt: now,
    expiresAt: now + 300_000,
    tokenEndpoint: `${ISSUER}/token`,
    revocationEndpoint: `${ISSUER}/revoke`,
    ...extra,
  };
}
