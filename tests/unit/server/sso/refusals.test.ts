import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USERS } from '../../../../server/demo/identities';
import { CHROMIUM_REDIRECT_URI, SSO_CLIENT_ID } from '../../../../server/sso/demo-client';
import type { RunningServer } from '../../../../server/start';
import { startTestServer } from '../../../support/service';
import { authorizeUrl, CookieJar, get, pkcePair, signIn, tokenRequest } from '../../../support/sso';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ sso: {} });
});
afterAll(() => server.close());

describe('the demo identity provider refuses', () => {
  test('a code with the wrong PKCE verifier, or without one', async () => {
    const { challenge } = pkcePair();
    const back = await signIn(server, { email: DEMO_USERS.employee.email, challenge });
    const code = back.searchParams.get('code') ?? '';
    const wrong = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      code_verifier: pkcePair().verifier,
      redirect_uri: CHROMIUM_REDIRECT_URI,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('invalid_grant');
    const none = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CHROMIUM_REDIRECT_URI,
    });
    expect(none.status).toBe(400);
  });

  test('an authorization request without a PKCE challenge', async () => {
    const response = await get(new CookieJar(), authorizeUrl(server, {}));
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(CHROMIUM_REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('code_challenge');
  });

  test('a redirect URI that is not registered: an error page, never a redirect there', async () => {
    const response = await get(
      new CookieJar(),
      authorizeUrl(server, {
        code_challenge: pkcePair().challenge,
        redirect_uri: 'https://attacker.example/',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Sign-in failed');
    expect(html).toContain('invalid_redirect_uri');
  });

  test('an unknown client id: an error page', async () => {
    const response = await get(
      new CookieJar(),
      authorizeUrl(server, { code_challenge: pkcePair().challenge, client_id: 'someone-else' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_client');
  });

  test('a code redeemed with another redirect URI than it was issued for', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await signIn(server, { email: DEMO_USERS.employee.email, challenge });
    const answer = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: 'https://18626f3e421a510a95014eefa5cb3599e94951c2.extensions.allizom.org/',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_grant');
  });

  test('a code used twice', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await signIn(server, { email: DEMO_USERS.employee.email, challenge });
    const form = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: CHROMIUM_REDIRECT_URI,
    };
    expect((await tokenRequest(server, form)).status).toBe(200);
    expect((await tokenRequest(server, form)).json.error).toBe('invalid_grant');
  });

  test('a token request from a web page; the extension origin is let through (CORS)', async () => {
    const exchange = async (origin: string) => {
      const { verifier, challenge } = pkcePair();
      const back = await signIn(server, { email: DEMO_USERS.employee.email, challenge });
      return fetch(`${server.sso?.issuer}/token`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: SSO_CLIENT_ID,
          grant_type: 'authorization_code',
          code: back.searchParams.get('code') ?? '',
          code_verifier: verifier,
          redirect_uri: CHROMIUM_REDIRECT_URI,
        }).toString(),
      });
    };
    const extension = 'chrome-extension://meompmifbppdkljikflbpopfciciifnj';
    const allowed = await exchange(extension);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(extension);
    const refused = await exchange('https://attacker.example');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
