import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { authorize } from '../../../../../lib/background/auth/authorize';
import { CLIENT_ID, fakeProvider, ISSUER, REDIRECT } from '../../../../support/fake-provider';
import { stubI18n } from '../../../../support/i18n-stub';

const config = { issuer: ISSUER, clientId: CLIENT_ID, scopes: 'openid offline_access' };

function setup(launch?: (url: string, approve: () => string) => Promise<string>) {
  const provider = fakeProvider({ tokens: ['access-1'] });
  const deps = {
    fetch: provider.fetch,
    now: Date.now,
    redirectUri: REDIRECT,
    launch: (url: string) =>
      launch ? launch(url, provider.approve) : Promise.resolve(provider.approve()),
  };
  return { provider, run: () => authorize(config, deps) };
}

describe('the sign-in flow', () => {
  beforeEach(() => stubI18n());

  it('signs in with PKCE S256, state and nonce, and answers the token set', async () => {
    const { provider, run } = setup();
    const tokens = await run();
    expect(tokens).toMatchObject({ issuer: ISSUER, subject: 'alex', accessToken: 'access-1' });
    expect(tokens.refreshToken).toBe('refresh-access-1');
    const asked = provider.knobs.lastAuthorization?.searchParams;
    expect(asked?.get('code_challenge_method')).toBe('S256');
    expect(asked?.get('redirect_uri')).toBe(REDIRECT);
    const grant = provider.requests.find((request) => request.url.endsWith('/token'))?.form;
    expect(grant?.get('grant_type')).toBe('authorization_code');
    expect(grant?.get('client_id')).toBe(CLIENT_ID);
    expect(grant?.has('client_secret')).toBe(false);
    // RFC 7636 §4.2: BASE64URL(SHA256(verifier)), the verifier 43+ unreserved characters.
    const verifier = grant?.get('code_verifier') ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9_~.-]{43,128}$/);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(challenge).toBe(asked?.get('code_challenge'));
  });

  it('refuses a redirect with another state, and stores nothing of it', async () => {
    const { run } = setup(async (_url, approve) =>
      approve().replace(/state=[^&]+/, 'state=forged'),
    );
    await expect(run()).rejects.toMatchObject({
      code: 'STATE',
      message: expect.stringMatching(/state check/),
    });
  });

  it('refuses a token whose nonce is not this sign-in’s', async () => {
    const { provider, run } = setup();
    provider.knobs.nonce = 'another-sign-in';
    await expect(run()).rejects.toThrow(/nonce check/);
  });

  it('refuses an answer of another issuer (RFC 9207 iss)', async () => {
    const { run } = setup(async (_url, approve) =>
      approve().replace(/iss=[^&]+/, 'iss=https%3A%2F%2Fevil.example'),
    );
    await expect(run()).rejects.toThrow(/another sign-in provider \(https:\/\/evil\.example\)/);
  });

  it('says the provider’s error in words', async () => {
    const { run } = setup(async (url) => {
      const state = new URL(url).searchParams.get('state');
      return `${REDIRECT}?error=access_denied&error_description=Access+denied+by+policy&state=${state}`;
    });
    await expect(run()).rejects.toThrow(/refused: Access denied by policy/);
  });

  it('says the window was closed, in Chromium’s and Firefox’s words', async () => {
    for (const words of ['The user did not approve access.', 'User cancelled or denied access.']) {
      const { run } = setup(() => Promise.reject(new Error(words)));
      await expect(run()).rejects.toMatchObject({
        code: 'CLOSED',
        message: expect.stringMatching(/window was closed/),
      });
    }
  });

  it('tells a wrong client id before opening any window', async () => {
    let opened = false;
    const provider = fakeProvider({ tokens: ['access-1'] });
    const run = authorize(
      { ...config, clientId: 'typo-client' },
      {
        fetch: provider.fetch,
        now: Date.now,
        redirectUri: REDIRECT,
        launch: async () => {
          opened = true;
          return '';
        },
      },
    );
    await expect(run).rejects.toThrow(/does not accept the client id “typo-client”/);
    expect(opened).toBe(false);
  });

  it('says when the provider does not answer, or names another issuer', async () => {
    const { provider, run } = setup();
    provider.knobs.unreachable = true;
    await expect(run()).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/did not answer/),
    });
    await expect(
      authorize(
        { ...config, issuer: `${ISSUER}/tenant` },
        { fetch: provider.fetch, now: Date.now, redirectUri: REDIRECT, launch: async () => '' },
      ),
    ).rejects.toThrow();
    provider.knobs.unreachable = false;
    await expect(
      authorize(
        { ...config, issuer: `${ISSUER}/tenant` },
        { fetch: provider.fetch, now: Date.now, redirectUri: REDIRECT, launch: async () => '' },
      ),
    ).rejects.toThrow(/does not describe itself as a sign-in provider/);
  });
});
