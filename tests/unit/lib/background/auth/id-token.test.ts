import { beforeEach, describe, expect, it } from 'vitest';
import { checkIdToken } from '../../../../../lib/background/auth/id-token';
import { CLIENT_ID, ISSUER, idToken } from '../../../../support/fake-provider';
import { stubI18n } from '../../../../support/i18n-stub';

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0);
const nowS = NOW / 1000;
const good = { iss: ISSUER, sub: 'alex', aud: CLIENT_ID, iat: nowS, exp: nowS + 3600, nonce: 'n1' };
const expected = { issuer: ISSUER, clientId: CLIENT_ID, nonce: 'n1', now: NOW };
const check = (claims: Record<string, unknown>) => () =>
  checkIdToken(idToken({ ...good, ...claims }), expected);

describe('ID token claims (OIDC Core §3.1.3.7)', () => {
  beforeEach(() => stubI18n());

  it('answers the subject of a token that passes every rule', () => {
    expect(checkIdToken(idToken(good), expected)).toEqual({ subject: 'alex' });
  });

  it('refuses another issuer, another audience, and a foreign azp', () => {
    expect(check({ iss: 'https://evil.example' })).toThrow(/could not be checked \(iss\)/);
    expect(check({ aud: 'another-client' })).toThrow(/\(aud\)/);
    expect(check({ aud: [CLIENT_ID, 'other'] })).toThrow(/\(azp\)/);
    expect(check({ aud: [CLIENT_ID, 'other'], azp: CLIENT_ID })).not.toThrow();
  });

  it('refuses a token of another sign-in (nonce)', () => {
    expect(check({ nonce: 'n2' })).toThrow(/nonce check/);
    expect(check({ nonce: undefined })).toThrow(/nonce check/);
  });

  it('says by how many minutes the clock is off, either way, beyond 5 minutes', () => {
    expect(check({ iat: nowS + 12 * 60, exp: nowS + 72 * 60 })).toThrow(/off by about 12 minutes/);
    expect(check({ iat: nowS - 90 * 60, exp: nowS - 30 * 60 })).toThrow(/off by about 90 minutes/);
    expect(check({ iat: nowS + 4 * 60 })).not.toThrow();
  });

  it('says the clock is off in German too', () => {
    stubI18n('de');
    expect(check({ iat: nowS + 12 * 60 })).toThrow(/etwa 12 Minuten/);
  });

  it('refuses what is not a JWT', () => {
    expect(() => checkIdToken('not-a-jwt', expected)).toThrow(/could not be checked/);
  });
});
