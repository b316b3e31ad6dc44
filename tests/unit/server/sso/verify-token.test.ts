import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { HttpError } from '../../../../server/http-error';
import { generateSigningKeys, type SigningKeys } from '../../../../server/sso/keys';
import { createOauthVerifier } from '../../../../server/sso/verify-token';

const issuer = 'http://127.0.0.1:8787/oidc';
const audience = 'http://127.0.0.1:8787';
const NOW = 1_800_000_000_000;
const nowSeconds = NOW / 1000;

let keys: SigningKeys;
let strangerKeys: SigningKeys;
beforeAll(async () => {
  [keys, strangerKeys] = await Promise.all([generateSigningKeys(), generateSigningKeys()]);
});

async function sign(
  claims: JWTPayload,
  { by = keys, typ = 'at+jwt' }: { by?: SigningKeys; typ?: string } = {},
) {
  const jwk = by.privateJwks.keys[0];
  if (!jwk) throw new Error('no key');
  return new SignJWT({ iss: issuer, aud: audience, sub: 'p-alex-morgan', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ })
    .sign(await importJWK(jwk, 'RS256'));
}

async function refusalOf(token: string, nowMs = NOW) {
  const verifier = createOauthVerifier({ issuer, audience, keySet: keys.keySet });
  try {
    await verifier.verify(token, nowMs);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).message };
  }
  throw new Error('the token was accepted');
}

describe('createOauthVerifier', () => {
  test('accepts a good token and tells its subject', async () => {
    const verifier = createOauthVerifier({ issuer, audience, keySet: keys.keySet });
    const token = await sign({ iat: nowSeconds, exp: nowSeconds + 60 });
    expect(await verifier.verify(token, NOW)).toBe('p-alex-morgan');
  });

  test.each([
    [{ exp: nowSeconds - 6 }, {}, 'Token expired'],
    [{ exp: nowSeconds + 60, aud: 'https://elsewhere.example' }, {}, 'another service'],
    [
      { exp: nowSeconds + 60, iss: 'https://idp.elsewhere.example' },
      {},
      'another identity provider',
    ],
    [{ exp: nowSeconds + 60, nbf: nowSeconds + 30 }, {}, 'check the clock'],
    [{ exp: nowSeconds + 60 }, { typ: 'JWT' }, 'not an access token'],
    [{ exp: nowSeconds + 60, sub: undefined }, {}, 'names no person'],
    [{}, {}, 'exp'],
  ])('%j %j is refused with 401 saying %s', async (claims, options, words) => {
    const refusal = await refusalOf(await sign(claims as JWTPayload, options));
    expect(refusal.status).toBe(401);
    expect(refusal.message).toContain(words);
  });

  test('a token signed by another key is refused', async () => {
    const refusal = await refusalOf(await sign({ exp: nowSeconds + 60 }, { by: strangerKeys }));
    expect(refusal).toEqual({
      status: 401,
      message: 'Not authorized: the token signature does not verify',
    });
  });

  test('an unsigned token (alg none) or garbage is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
      'base64url',
    );
    const body = Buffer.from(
      JSON.stringify({ iss: issuer, aud: audience, sub: 'p-sam-rivera', exp: nowSeconds + 60 }),
    ).toString('base64url');
    expect((await refusalOf(`${header}.${body}.`)).status).toBe(401);
    expect((await refusalOf(`${header}.${body}.c2ln`)).status).toBe(401);
    expect((await refusalOf('a.b.c')).message).toBe(
      'Not authorized: the token is not a valid access token',
    );
  });

  test('the clock tolerance is 5 seconds either way', async () => {
    const verifier = createOauthVerifier({ issuer, audience, keySet: keys.keySet });
    const token = await sign({ exp: nowSeconds, nbf: nowSeconds });
    expect(await verifier.verify(token, NOW + 4_000)).toBe('p-alex-morgan');
    expect(await verifier.verify(token, NOW - 4_000)).toBe('p-alex-morgan');
    expect((await refusalOf(token, NOW + 6_000)).message).toBe('Token expired');
    expect((await refusalOf(token, NOW - 6_000)).message).toContain('check the clock');
  });
});
