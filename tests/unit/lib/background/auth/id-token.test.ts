import { beforeEach, describe, expect, it } from 'vitest';
import { authorize } from '../../../../../lib/background/auth/authorize';
import { CLIENT_ID, fakeProvider, ISSUER, REDIRECT } from '../../../../support/fake-provider';
import { stubI18n } from '../../../../support/i18n-stub';

const MINUTE_S = 60;

/**
 * Signs in through the fake provider, whose ID token carries these claims (merged over good
 * ones), made by a provider whose clock is `offS` seconds from this computer's.
 */
function signInWith(claims: Record<string, unknown>, offS = 0, idToken?: string) {
  const provider = fakeProvider({ tokens: ['access-1'], now: () => Date.now() + offS * 1000 });
  provider.knobs.claims = claims;
  provider.knobs.idToken = idToken;
  return authorize(
    { issuer: ISSUER, clientId: CLIENT_ID, scopes: 'openid' },
    {
      fetch: provider.fetch,
      now: Date.now,
      redirectUri: REDIRECT,
      launch: async () => provider.approve(),
    },
  );
}

describe('ID token claims (OIDC Core §3.1.3.7), checked by oauth4webapi in words', () => {
  beforeEach(() => stubI18n());

  it('answers the subject of a token that passes every rule', async () => {
    await expect(signInWith({})).resolves.toMatchObject({ subject: 'alex' });
  });

  it('refuses another issuer, another audience, and a foreign azp', async () => {
    await expect(signInWith({ iss: 'https://evil.example' })).rejects.toThrow(
      /could not be checked \(iss\)/,
    );
    await expect(signInWith({ aud: 'another-client' })).rejects.toThrow(/\(aud\)/);
    await expect(signInWith({ aud: [CLIENT_ID, 'other'] })).rejects.toThrow(/\(azp\)/);
    await expect(signInWith({ aud: [CLIENT_ID, 'other'], azp: CLIENT_ID })).resolves.toBeTruthy();
  });

  it('refuses a token of another sign-in (nonce), or one without a nonce', async () => {
    await expect(signInWith({ nonce: 'n2' })).rejects.toThrow(/nonce check/);
    await expect(signInWith({ nonce: undefined })).rejects.toThrow(/nonce check/);
  });

  it('says by how many minutes the clock is off, either way, beyond 5 minutes', async () => {
    await expect(signInWith({}, 12 * MINUTE_S)).rejects.toThrow(/off by about 12 minutes/);
    await expect(signInWith({}, -90 * MINUTE_S)).rejects.toThrow(/off by about 90 minutes/);
    await expect(signInWith({}, 4 * MINUTE_S)).resolves.toBeTruthy();
  });

  it('says the clock is off in German too', async () => {
    stubI18n('de');
    await expect(signInWith({}, 12 * MINUTE_S)).rejects.toThrow(/etwa 12 Minuten/);
  });

  it('refuses what is not a JWT', async () => {
    await expect(signInWith({}, 0, 'not-a-jwt')).rejects.toThrow(/could not be checked/);
  });
});
