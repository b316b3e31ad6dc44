import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { createLocalJWKSet, type JSONWebKeySet, type JWK } from 'jose';

/** The provider's signing key (private, for oidc-provider) and its public half for the service. */
export interface SigningKeys {
  /** Given to oidc-provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** The published key set, the same the provider's jwks_uri serves. */
  publicJwks: JSONWebKeySet;
  /** A jose key resolver over the public set: verification needs no network. */
  keySet: ReturnType<typeof createLocalJWKSet>;
}

/**
 * Makes a fresh RSA signing key for one run of the service (kept in memory only): RS256 is what
 * every OpenID client accepts for ID tokens by default. Tokens signed in an earlier run no
 * longer verify after a restart, which in the demo means signing in again.
 */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
  });
  const kid = randomBytes(8).toString('hex');
  const common = { kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...privateKey.export({ format: 'jwk' }), ...common } as JWK;
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), ...common } as JWK;
  const publicJwks = { keys: [publicJwk] };
  return {
    privateJwks: { keys: [privateJwk] },
    publicJwks,
    keySet: createLocalJWKSet(publicJwks),
  };
}
