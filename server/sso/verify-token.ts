import { errors, jwtVerify } from 'jose';
import { HttpError } from '../http-error';
import { CLOCK_TOLERANCE_SECONDS } from './demo-client';
import type { SigningKeys } from './keys';

/** Checks an identity provider's access token and tells whose it is. */
export interface OauthVerifier {
  /** The token's subject (a person's id) once signature, issuer, audience and times hold. */
  verify(token: string, nowMs: number): Promise<string>;
}

/** What a token must have been made by and for. */
export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The provider's public keys, resolved in memory (no request per token). */
  keySet: SigningKeys['keySet'];
}

/** The 401 for each way a token fails, in words a person can act on. */
function refusal(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired) return new HttpError(401, 'Token expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    const why: Record<string, string> = {
      aud: 'the token was issued for another service',
      iss: 'the token was issued by another identity provider',
      nbf: 'the token is not valid yet (check the clock of this computer)',
      iat: 'the token is not valid yet (check the clock of this computer)',
      sub: 'the token names no person',
      typ: 'the token is not an access token',
    };
    return new HttpError(401, `Not authorized: ${why[error.claim] ?? error.message}`);
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return new HttpError(401, 'Not authorized: the token signature does not verify');
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new HttpError(401, 'Not authorized: the token is signed with an algorithm not accepted');
  }
  return new HttpError(401, 'Not authorized: the token is not a valid access token');
}

/**
 * Verifies JWT access tokens (RFC 9068, `typ: at+jwt`) with jose: RS256 signature against the
 * provider's key set, exact issuer and audience, `exp` and `nbf` within
 * CLOCK_TOLERANCE_SECONDS of the service's clock, and a subject.
 */
export function createOauthVerifier({ issuer, audience, keySet }: VerifierOptions): OauthVerifier {
  return {
    async verify(token, nowMs) {
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience,
          algorithms: ['RS256'],
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(nowMs),
        });
        return payload.sub as string;
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}
