import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  AUTH_REFRESH_ALARM,
  refreshAt,
  refreshTokens,
  scheduleRefresh,
} from '../../../../../lib/background/auth/session';
import { signOut } from '../../../../../lib/background/auth/sign-out';
import {
  readTokenSet,
  saveTokenSet,
  type TokenSet,
} from '../../../../../lib/background/auth/token-set';
import { connectedClient } from '../../../../../lib/background/connection/connected-client';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { clearToken } from '../../../../../lib/background/connection/token-store';
import { connectionView } from '../../../../../lib/background/connection/view';
import { createBackground } from '../../../../../lib/background/services';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { CLIENT_ID, fakeProvider, staleTokenSet } from '../../../../support/fake-provider';

const harness = connectionHarness();

/** Signed in as Alex through the provider, with an access token the service no longer takes. */
async function signedIn(tokens: string[], extra: Partial<TokenSet> = {}) {
  const provider = fakeProvider({ tokens });
  await connectionSettings.set({ serviceUrl: harness.server.url, authType: 'OAUTH', scope: 's1' });
  await saveTokenSet(staleTokenSet(extra), new URL(harness.server.url).origin);
  const grants = () => provider.requests.filter((request) => request.url.endsWith('/token'));
  return { provider, grants };
}

describe('renewing a provider sign-in', () => {
  it('renews 60 s before expiry, or at 80% of a short lifetime', async () => {
    expect(refreshAt({ receivedAt: 0, expiresAt: 3_600_000 })).toBe(3_540_000);
    expect(refreshAt({ receivedAt: 0, expiresAt: 120_000 })).toBe(96_000);
    const create = vi.spyOn(fakeBrowser.alarms, 'create');
    await scheduleRefresh({
      receivedAt: 1000,
      expiresAt: 3_601_000,
      refreshToken: 'r',
    } as TokenSet);
    expect(create).toHaveBeenCalledWith(AUTH_REFRESH_ALARM, { when: 3_541_000 });
  });

  it('on a 401 renews once and sends the request again, as OAUTH', async () => {
    const { provider, grants } = await signedIn([DEMO_TOKENS.oauth]);
    const { client } = await connectedClient({ fetch: provider.fetch });
    // The service takes the OAUTH token only with X-Service-Auth-Type: OAUTH.
    await expect(client.listpins({})).resolves.toHaveProperty('pins');
    expect(grants()).toHaveLength(1);
    expect(Object.fromEntries(grants()[0]?.form ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
      client_id: CLIENT_ID,
    });
    const stored = await readTokenSet();
    expect(stored).toMatchObject({ accessToken: DEMO_TOKENS.oauth, subject: 'alex' });
    expect(stored?.refreshToken).toBe(`refresh-${DEMO_TOKENS.oauth}`);
  });

  it('does not renew a second time when the renewed token is refused too', async () => {
    const { provider, grants } = await signedIn(['refused-as-well', DEMO_TOKENS.oauth]);
    const { client } = await connectedClient({ fetch: provider.fetch });
    await expect(client.listpins({})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(grants()).toHaveLength(1);
  });

  it('shares one renewal among requests refused at the same time', async () => {
    const { provider, grants } = await signedIn([DEMO_TOKENS.oauth, 'a-second-token']);
    const { client } = await connectedClient({ fetch: provider.fetch });
    const answers = await Promise.all([
      client.listpins({}),
      client.listcollections({}),
      client.feed({}),
    ]);
    expect(answers).toHaveLength(3);
    expect(grants()).toHaveLength(1);
  });

  it('renews before sending once the token has expired by the local clock', async () => {
    const { provider, grants } = await signedIn([DEMO_TOKENS.oauth], { expiresAt: Date.now() - 1 });
    const seen: string[] = [];
    const watching: typeof fetch = (input, init) => {
      seen.push(new Headers(init?.headers).get('authorization') ?? '');
      return provider.fetch(input, init);
    };
    const { client } = await connectedClient({ fetch: watching });
    await client.listpins({});
    expect(grants()).toHaveLength(1);
    expect(seen).not.toContain(`Bearer ${DEMO_TOKENS.expired}`);
  });

  it('asks to sign in again when the provider refuses the renewal', async () => {
    const { provider } = await signedIn([]);
    provider.knobs.refuseRefresh = true;
    const { client } = await connectedClient({ fetch: provider.fetch });
    await expect(client.listpins({})).rejects.toMatchObject({
      code: 'SIGN_IN_AGAIN',
      message: expect.stringMatching(/Sign in again/),
    });
  });

  it('waits and tries again when the provider’s answer cannot be read (not a refusal)', async () => {
    const { provider } = await signedIn([DEMO_TOKENS.oauth]);
    const garbling: typeof fetch = async (input, init) =>
      String(input).endsWith('/token')
        ? new Response('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })
        : provider.fetch(input, init);
    const { client } = await connectedClient({ fetch: garbling });
    const refused = await client.listpins({}).catch((error) => error);
    expect(refused).toMatchObject({ kind: 'unexpected-response' });
    expect(refused.code).not.toBe('SIGN_IN_AGAIN');
  });

  it('refuses a renewal whose ID token names another person, and keeps what was stored', async () => {
    const { provider } = await signedIn([DEMO_TOKENS.oauth]);
    // OpenID Connect Core §12.2: a refreshed ID token must keep the sign-in's iss and sub.
    provider.knobs.subject = 'someone-else';
    const { client } = await connectedClient({ fetch: provider.fetch });
    await expect(client.listpins({})).rejects.toMatchObject({ code: 'SIGN_IN_AGAIN' });
    expect((await readTokenSet())?.accessToken).toBe(DEMO_TOKENS.expired);
    expect((await readTokenSet())?.subject).toBe('alex');
  });

  it('keeps the queue’s owner across a renewal: the person, not the token', async () => {
    const { provider } = await signedIn([DEMO_TOKENS.oauth]);
    const before = await connectedClient({ fetch: provider.fetch });
    await before.client.listpins({});
    const after = await connectedClient({ fetch: provider.fetch });
    expect((await readTokenSet())?.accessToken).toBe(DEMO_TOKENS.oauth);
    expect(after.owner).toEqual(before.owner);
    await signedIn([], { subject: 'someone-else', accessToken: DEMO_TOKENS.oauth });
    const other = await connectedClient({ fetch: provider.fetch });
    expect(other.owner.fingerprint).not.toBe(before.owner.fingerprint);
  });
});

describe('the renewal alarm', () => {
  it('leaves a pasted token alone when it fires after the person switched to one', async () => {
    harness.allow(harness.server.url);
    const background = createBackground({ fetch: fakeProvider({ tokens: [] }).fetch });
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    await background.renewSignIn();
    expect((await connectionView()).state).toBe('ready');
  });

  it('asks to sign in again when the provider refuses the renewal', async () => {
    const { provider } = await signedIn([]);
    provider.knobs.refuseRefresh = true;
    await createBackground({ fetch: provider.fetch }).renewSignIn();
    expect((await connectionView()).problem?.message).toMatch(/sign-in has expired/);
  });

  describe('a renewal on its way while the person signs out', () => {
    /** The provider's fetch, with its token endpoint's answer held until `release`. */
    function held(fetchFn: typeof fetch) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/token')) await gate;
        return fetchFn(input, init);
      }) as typeof fetch;
      return { slow, release };
    }

    it('brings nothing back once the sign-in has ended', async () => {
      const { provider } = await signedIn([DEMO_TOKENS.oauth]);
      const { slow, release } = held(provider.fetch);
      const renewal = refreshTokens({ fetch: slow });
      // The tokens are forgotten while the provider has not answered yet.
      await clearToken();
      release();
      await expect(renewal).rejects.toMatchObject({ kind: 'unauthorized' });
      expect(await readTokenSet()).toBeNull();
      expect((await connectionView()).state).not.toBe('ready');
    });

    it('signing out waits for it, then revokes the refresh token it brought', async () => {
      const { provider } = await signedIn([DEMO_TOKENS.oauth]);
      const { slow, release } = held(provider.fetch);
      const renewal = refreshTokens({ fetch: slow });
      const signingOut = signOut({ fetch: provider.fetch });
      release();
      await renewal;
      await signingOut;
      const revoked = provider.requests.filter((request) => request.url.endsWith('/revoke'));
      expect(revoked[0]?.form?.get('token')).toBe(`refresh-${DEMO_TOKENS.oauth}`);
      expect(await readTokenSet()).toBeNull();
      expect((await connectionView()).state).not.toBe('ready');
    });
  });
});
