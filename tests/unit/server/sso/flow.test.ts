import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS, DEMO_USERS } from '../../../../server/demo/identities';
import {
  CHROMIUM_REDIRECT_URI,
  FIREFOX_REDIRECT_URI,
  SSO_CLIENT_ID,
} from '../../../../server/sso/demo-client';
import type { RunningServer } from '../../../../server/start';
import { call, startTestServer } from '../../../support/service';
import { issuerOf, pkcePair, signIn, tokenRequest } from '../../../support/sso';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ sso: {} });
});
afterAll(() => server.close());

const asOauth = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Service-Auth-Type': 'OAUTH',
});

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
}

describe('the demo identity provider', () => {
  test('publishes its discovery document at the exact issuer', async () => {
    const issuer = issuerOf(server);
    expect(issuer).toBe(`${server.url}/oidc`);
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/token/revocation`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(server.sso).toMatchObject({
      clientId: SSO_CLIENT_ID,
      audience: server.url,
      redirectUris: [CHROMIUM_REDIRECT_URI, FIREFOX_REDIRECT_URI],
    });
  });

  test('a code flow with PKCE gives a JWT the service takes as that person', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await signIn(server, {
      email: DEMO_USERS.admin.email,
      challenge,
      params: { state: 'state-1' },
    });
    expect(back.origin + back.pathname).toBe(CHROMIUM_REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe(issuerOf(server));
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: code as string,
      code_verifier: verifier,
      redirect_uri: CHROMIUM_REDIRECT_URI,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.json).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(tokens.json.refresh_token).toBeTruthy();
    expect(claimsOf(tokens.json.id_token as string)).toMatchObject({
      sub: DEMO_USERS.admin.id,
      email: DEMO_USERS.admin.email,
      name: DEMO_USERS.admin.name,
    });
    const access = tokens.json.access_token as string;
    expect(claimsOf(access)).toMatchObject({
      iss: issuerOf(server),
      aud: server.url,
      sub: DEMO_USERS.admin.id,
      client_id: SSO_CLIENT_ID,
    });

    // The feed of that person: the same as the global token acting as them, not Alex's.
    const feed = await call(server, 'feed', {}, asOauth(access));
    expect(feed.status, feed.text).toBe(200);
    const actingAs = await call(
      server,
      'feed',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.global}`, 'X-Service-Actas': DEMO_USERS.admin.email },
    );
    // Both stamped with the second they were answered in, which may differ between the two.
    const unstamped = (json: unknown) => {
      const { serverTimestamp, trackingToken, ...rest } = json as Record<string, unknown>;
      return rest;
    };
    expect(unstamped(feed.json)).toEqual(unstamped(actingAs.json));
    expect(unstamped(feed.json)).not.toEqual(unstamped((await call(server, 'feed', {})).json));
  });

  test('registers a redirect URI given by an option, and refuses a lifetime or URI that cannot work', async () => {
    const extra = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
    const custom = await startTestServer({
      sso: { redirectUris: [extra], accessTokenTtlSeconds: 30 },
    });
    try {
      expect(custom.sso?.redirectUris).toEqual([
        CHROMIUM_REDIRECT_URI,
        FIREFOX_REDIRECT_URI,
        extra,
      ]);
      const { verifier, challenge } = pkcePair();
      const back = await signIn(custom, {
        email: DEMO_USERS.employee.email,
        challenge,
        params: { redirect_uri: extra },
      });
      expect(back.origin + back.pathname).toBe(extra);
      const tokens = await tokenRequest(custom, {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: extra,
      });
      expect(tokens.json.expires_in).toBe(30);
    } finally {
      await custom.close();
    }
    await expect(startTestServer({ sso: { accessTokenTtlSeconds: 0 } })).rejects.toThrow(
      'accessTokenTtlSeconds must be a whole number of seconds',
    );
    await expect(
      startTestServer({ sso: { redirectUris: ['http://example.com/back'] } }),
    ).rejects.toThrow('redirectUris must be https URLs');
  });
});
