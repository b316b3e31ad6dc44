import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signIn } from '../../../../../lib/background/auth/sign-in';
import { signOut } from '../../../../../lib/background/auth/sign-out';
import { readTokenSet, saveTokenSet } from '../../../../../lib/background/auth/token-set';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { readToken } from '../../../../../lib/background/connection/token-store';
import { connectionView } from '../../../../../lib/background/connection/view';
import { createHandlers } from '../../../../../lib/background/handlers';
import { createBackground } from '../../../../../lib/background/services';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import {
  CLIENT_ID,
  fakeProvider,
  ISSUER,
  REDIRECT,
  staleTokenSet,
} from '../../../../support/fake-provider';
import { call } from '../../../../support/service';

const harness = connectionHarness();

function provider(tokens = [DEMO_TOKENS.oauth]) {
  const fake = fakeProvider({ tokens });
  const options = {
    fetch: fake.fetch,
    redirectUri: REDIRECT,
    launch: async () => fake.approve(),
  };
  return { fake, options };
}

const input = () => ({ serviceUrl: harness.server.url, issuer: ISSUER, clientId: CLIENT_ID });

describe('signing in with the company provider', () => {
  it('stores the token set in the worker only, records OAUTH, and the service answers as Alex', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const { options } = provider();
    const view = await signIn(input(), options);
    expect(view).toMatchObject({ state: 'ready', authType: 'OAUTH', sso: { signedIn: true } });
    expect(await readToken()).toBe(DEMO_TOKENS.oauth);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(
      DEMO_TOKENS.oauth,
    );
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('refresh-');
    expect((await connectionSettings.get()).sso).toEqual({ issuer: ISSUER, clientId: CLIENT_ID });
  });

  it('keeps the provider entered when the connection form is saved afterwards', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    await signIn(input(), provider().options);
    await saveConnection({ serviceUrl: harness.server.url, authType: 'OAUTH' });
    expect((await connectionView()).sso).toMatchObject({ issuer: ISSUER, clientId: CLIENT_ID });
  });

  it('needs host access to the service and the provider, and stores nothing without', async () => {
    harness.allow(harness.server.url);
    const { options } = provider();
    await expect(signIn(input(), options)).rejects.toThrow(
      /not allowed this extension to reach https:\/\/login\.acme\.example/,
    );
    expect(await readToken()).toBeNull();
  });

  it('uses the issuer and client id preset by policy, and shows them as managed', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({
      serviceUrl: harness.server.url,
      ssoIssuer: ISSUER,
      ssoClientId: CLIENT_ID,
      ssoScopes: 'openid offline_access',
    })) as never;
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const preset = await connectionView();
    expect(preset.sso).toMatchObject({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      scopes: 'openid offline_access',
    });
    expect(preset.managed).toMatchObject({ ssoIssuer: true, ssoClientId: true, ssoScopes: true });
    const { fake, options } = provider();
    await signIn({ issuer: 'https://typed.example', clientId: 'typed' }, options);
    expect(fake.knobs.lastAuthorization?.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(fake.knobs.lastAuthorization?.searchParams.get('scope')).toBe('openid offline_access');
  });

  it('signs out: revokes the refresh token first, forgets the tokens, keeps the queue', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const { fake, options } = provider();
    await signIn(input(), options);
    await outboxEntries.set([
      {
        id: 'w1',
        operation: 'pin',
        request: { documentId: 'DOC_1', queries: ['q'] },
        label: 'Pin',
        state: 'paused',
        createdAt: 1,
        updatedAt: 1,
        attempts: 1,
      },
    ]);
    const outcome = await signOut({ fetch: fake.fetch });
    const revoked = fake.requests.filter((request) => request.url.endsWith('/revoke'));
    expect(revoked.map((request) => request.form?.get('token_type_hint'))).toEqual([
      'refresh_token',
      'access_token',
    ]);
    expect(outcome.notice.tone).toBe('success');
    expect(outcome.view.state).toBe('not-configured');
    expect(await readToken()).toBeNull();
    expect(await readTokenSet()).toBeNull();
    expect(await outboxEntries.get()).toHaveLength(1);
  });

  it('counts an access token the provider cannot revoke (a JWT) as nothing left to end', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const { fake, options } = provider();
    await signIn(input(), options);
    fake.knobs.jwtAccessTokens = true;
    expect((await signOut({ fetch: fake.fetch })).notice.tone).toBe('success');
  });

  it('signs out even when the provider cannot be told, and says so', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const { fake, options } = provider();
    await signIn(input(), options);
    fake.knobs.unreachable = true;
    const outcome = await signOut({ fetch: fake.fetch });
    expect(outcome.notice).toMatchObject({
      tone: 'warning',
      message: expect.stringMatching(/could not be told/),
    });
    expect(await readToken()).toBeNull();
  });
});

describe('queued changes while the sign-in cannot be renewed', () => {
  it('wait, say “Sign in again to send 1 waiting changes”, and land after signing in again', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const fake = fakeProvider({ tokens: [] });
    await connectionSettings.set({
      serviceUrl: harness.server.url,
      authType: 'OAUTH',
      scope: 's1',
    });
    await saveTokenSet(staleTokenSet(), new URL(harness.server.url).origin);
    fake.knobs.refuseRefresh = true;
    const background = createBackground({ fetch: fake.fetch });
    const handlers = createHandlers(background);
    const write = {
      operation: 'pin' as const,
      request: { documentId: 'DOC_150', queries: ['sso wait'] },
      label: 'Pin',
    };
    const outcome = await handlers.write(write, undefined);
    expect(outcome.state).toBe('paused');
    expect(await outboxEntries.get()).toHaveLength(1);
    expect((await connectionView()).problem?.message).toBe(
      'Sign in again to send 1 waiting changes: your company sign-in has expired. Nothing was lost.',
    );

    // Signing in again (the same person) sends what waited.
    const again = fakeProvider({ tokens: [DEMO_TOKENS.oauth] });
    await signIn(input(), {
      fetch: again.fetch,
      redirectUri: REDIRECT,
      launch: async () => again.approve(),
    });
    await background.outbox.resume();
    await vi.waitFor(async () => expect((await outboxEntries.get())[0]?.state).toBe('done'));
    const pins = await call(
      harness.server,
      'listpins',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.user}` },
    );
    expect(JSON.stringify(pins.json)).toContain('sso wait');
  });
});
