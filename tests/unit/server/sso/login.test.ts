import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USERS } from '../../../../server/demo/identities';
import { CHROMIUM_REDIRECT_URI, DEMO_PASSWORD } from '../../../../server/sso/demo-client';
import type { RunningServer } from '../../../../server/start';
import { startTestServer } from '../../../support/service';
import {
  authorizeUrl,
  CookieJar,
  get,
  pkcePair,
  postForm,
  signIn,
  tokenRequest,
} from '../../../support/sso';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ sso: {} });
});
afterAll(() => server.close());

/** Opens the sign-in window: the login page's URL and its HTML. */
async function openLogin(jar: CookieJar, params: Record<string, string> = {}) {
  const first = await get(
    jar,
    authorizeUrl(server, { code_challenge: pkcePair().challenge, ...params }),
  );
  const page = new URL(first.headers.get('location') ?? '', server.url).toString();
  const response = await get(jar, page);
  return { page, response, html: await response.text() };
}

describe('the login page', () => {
  test('is a plain form with the demo hint, not framable, not cached, without script', async () => {
    const { response, html } = await openLogin(new CookieJar());
    expect(response.status).toBe(200);
    expect(html).toContain('<form method="post"');
    expect(html).toContain(DEMO_PASSWORD);
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('escapes what it shows back: the login hint', async () => {
    const { html } = await openLogin(new CookieJar(), {
      login_hint: '"><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  test('a wrong password shows the page again with the reason and the e-mail kept', async () => {
    const jar = new CookieJar();
    const { page } = await openLogin(jar);
    const answer = await postForm(jar, `${page}/login`, {
      email: DEMO_USERS.employee.email,
      password: 'wrong',
    });
    expect(answer.status).toBe(401);
    const html = await answer.text();
    expect(html).toContain('do not match a demo account');
    expect(html).toContain(`value="${DEMO_USERS.employee.email}"`);
    // The right password still works in the same window afterwards.
    const retry = await postForm(jar, `${page}/login`, {
      email: DEMO_USERS.employee.email,
      password: DEMO_PASSWORD,
    });
    expect(retry.status).toBe(303);
  });

  test('a form too long is refused in words, and the same window signs in afterwards', async () => {
    const jar = new CookieJar();
    const { page } = await openLogin(jar);
    const answer = await postForm(jar, `${page}/login`, {
      email: DEMO_USERS.employee.email,
      password: 'x'.repeat(256 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('That form was too long.');
    // The person can try again in the same window.
    const retry = await postForm(jar, `${page}/login`, {
      email: DEMO_USERS.employee.email,
      password: DEMO_PASSWORD,
    });
    expect(retry.status).toBe(303);
  }, 15_000);

  test('an unknown e-mail is refused like a wrong password', async () => {
    const jar = new CookieJar();
    const { page } = await openLogin(jar);
    const answer = await postForm(jar, `${page}/login`, {
      email: 'nobody@acme.example',
      password: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('do not match a demo account');
  });

  test('a form posted without the interaction cookie (another site, another window) is refused', async () => {
    const { page } = await openLogin(new CookieJar());
    const forged = await postForm(new CookieJar(), `${page}/login`, {
      email: DEMO_USERS.admin.email,
      password: DEMO_PASSWORD,
    });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();
    expect(await forged.text()).toContain('start signing in again');
  });

  test('Cancel sends the extension access_denied with the state', async () => {
    const jar = new CookieJar();
    const { page } = await openLogin(jar, { state: 'cancel-state' });
    let response = await postForm(jar, `${page}/abort`, {});
    const own = new URL(server.url).origin;
    let location = new URL(response.headers.get('location') ?? '', server.url);
    for (let hop = 0; hop < 5 && location.origin === own; hop++) {
      response = await get(jar, location.toString());
      location = new URL(response.headers.get('location') ?? '', server.url);
    }
    const back = location;
    expect(back.origin + back.pathname).toBe(CHROMIUM_REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('cancel-state');
  });

  test('prompt=consent (as OpenID asks for offline_access) is granted without a page', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await signIn(server, {
      email: DEMO_USERS.employee.email,
      challenge,
      params: { prompt: 'consent' },
    });
    const tokens = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: CHROMIUM_REDIRECT_URI,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.json.scope).toContain('offline_access');
    expect(tokens.json.refresh_token).toBeTruthy();
  });
});
