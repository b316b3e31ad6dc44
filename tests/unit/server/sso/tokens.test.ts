import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS, DEMO_USERS } from '../../../../server/demo/identities';
import { CHROMIUM_REDIRECT_URI, SSO_CLIENT_ID } from '../../../../server/sso/demo-client';
import type { RunningServer } from '../../../../server/start';
import { AS_USER, call, startTestServer } from '../../../support/service';
import { issuerOf, pkcePair, signIn, tokenRequest } from '../../../support/sso';

// When set, the service's clock stands at this time: how a test lets a token expire.
let serviceNow: number | undefined;
let server: RunningServer;
let other: RunningServer;
beforeAll(async () => {
  server = await startTestServer({
    sso: { accessTokenTtlSeconds: 5 },
    now: () => serviceNow ?? Date.now(),
  });
  other = await startTestServer({ sso: {} });
});
afterAll(async () => {
  await server.close();
  await other.close();
});

const asOauth = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Service-Auth-Type': 'OAUTH',
});

async function tokensFor(target: RunningServer, email: string) {
  const { verifier, challenge } = pkcePair();
  const back = await signIn(target, { email, challenge });
  const answer = await tokenRequest(target, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: CHROMIUM_REDIRECT_URI,
  });
  expect(answer.status).toBe(200);
  const { access_token = '', refresh_token = '', expires_in } = answer.json;
  return { access_token, refresh_token, expires_in };
}

describe('tokens of the demo identity provider', () => {
  test('a refresh token gives a new access token, is rotated, and the old one is spent', async () => {
    const first = await tokensFor(server, DEMO_USERS.employee.email);
    expect(first.expires_in).toBe(5);
    const refreshed = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.access_token).not.toBe(first.access_token);
    expect(refreshed.json.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await call(server, 'listpins', {}, asOauth(refreshed.json.access_token ?? ''))).status,
    ).toBe(200);

    const again = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('invalid_grant');
  });

  test('a revoked refresh token is refused', async () => {
    const tokens = await tokensFor(server, DEMO_USERS.employee.email);
    const revoked = await fetch(`${issuerOf(server)}/token/revocation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: SSO_CLIENT_ID,
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(revoked.status).toBe(200);
    const refused = await tokenRequest(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('invalid_grant');
  });

  test('an expired access token is refused with 401 Token expired, after the tolerance', async () => {
    const { access_token } = await tokensFor(server, DEMO_USERS.employee.email);
    expect((await call(server, 'listpins', {}, asOauth(access_token))).status).toBe(200);
    const { exp } = JSON.parse(
      Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number };
    try {
      serviceNow = exp * 1000 + 4_000; // past exp, within the 5 s tolerance
      expect((await call(server, 'listpins', {}, asOauth(access_token))).status).toBe(200);
      serviceNow = exp * 1000 + 6_000;
      const expired = await call(server, 'listpins', {}, asOauth(access_token));
      expect(expired.status).toBe(401);
      expect(expired.text).toBe('Token expired');
    } finally {
      serviceNow = undefined;
    }
  });

  test('a tampered token, or one of another provider, is refused with 401 in words', async () => {
    const { access_token } = await tokensFor(server, DEMO_USERS.employee.email);
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: DEMO_USERS.admin.id })).toString(
      'base64url',
    );
    const tampered = await call(
      server,
      'listpins',
      {},
      asOauth(`${header}.${forged}.${signature}`),
    );
    expect(tampered.status).toBe(401);
    expect(tampered.text).toBe('Not authorized: the token signature does not verify');

    // Another run's provider signs with its own key, for its own issuer and audience.
    const foreign = await tokensFor(other, DEMO_USERS.employee.email);
    const refused = await call(server, 'listpins', {}, asOauth(foreign.access_token));
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('Not authorized: ');
  });

  test('a token for another audience cannot be had: the provider knows one resource', async () => {
    const { challenge } = pkcePair();
    const back = await signIn(server, {
      email: DEMO_USERS.employee.email,
      challenge,
      params: { resource: 'https://elsewhere.example/' },
    });
    expect(back.origin + back.pathname).toBe(CHROMIUM_REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('invalid_target');
    expect(back.searchParams.get('code')).toBeNull();
  });

  test('the token is checked before the body is read: a refused caller never gets a 413', async () => {
    const { access_token } = await tokensFor(server, DEMO_USERS.employee.email);
    const answer = await call(server, 'listpins', 'x'.repeat(2 * 1024 * 1024), {
      ...asOauth(access_token),
      'X-Service-Auth-Type': 'OAUTH',
      Authorization: `Bearer ${access_token}x`,
    });
    expect(answer.status).toBe(401);
  });

  test('demo tokens work as before beside the provider; a demo token sent as OAUTH is refused', async () => {
    expect((await call(server, 'listpins', {}, AS_USER)).status).toBe(200);
    expect((await call(server, 'listpins', {}, { ...asOauth(DEMO_TOKENS.oauth) })).status).toBe(
      200,
    );
    const refused = await call(server, 'listpins', {}, asOauth(DEMO_TOKENS.user));
    expect(refused.status).toBe(401);
    expect(refused.text).toBe('Not authorized: this token is not of auth type OAUTH');
    const jwtWithoutHeader = await call(
      server,
      'listpins',
      {},
      {
        Authorization: `Bearer ${(await tokensFor(server, DEMO_USERS.employee.email)).access_token}`,
      },
    );
    expect(jwtWithoutHeader.status).toBe(401);
  });
});
