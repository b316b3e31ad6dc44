import * as z from 'zod/mini';
import { authError } from './fail';

/** How far the local clock may be from the provider's before a token is refused (seconds). */
const CLOCK_TOLERANCE_S = 300;

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().check(z.minLength(1)),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.optional(z.string()),
  exp: z.number(),
  iat: z.number(),
  nonce: z.optional(z.string()),
});

/** What must hold of an ID token: this issuer, this client, this sign-in's nonce, now. */
interface Expected {
  issuer: string;
  clientId: string;
  /** The sign-in's nonce; null for a token that came with a renewal (it carries none, §12.2). */
  nonce: string | null;
  /** With a renewal: the person signed in, whom the new token must name again (§12.2). */
  subject?: string;
  /** Milliseconds since the epoch, the local clock. */
  now: number;
}

const invalid = (why: string) => authError('unexpected-response', 'authTokenInvalid', why);

/** The JSON payload of a compact JWS (RFC 7515 §7.1): the second of three base64url parts. */
function payloadOf(idToken: string): unknown {
  const part = idToken.split('.')[1];
  if (!part) return undefined;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Checks an ID token's claims (OpenID Connect Core 1.0 §3.1.3.7) and answers its subject.
 * The signature is not checked: rule 6 allows TLS server validation instead when the token
 * came straight from the token endpoint over a direct connection, which is the only way this
 * client receives one (the code grant, never the front channel).
 * @throws ApiError 'unexpected-response' with a sentence: which claim failed, or by how many
 * minutes the computer's clock is off (iat/exp beyond CLOCK_TOLERANCE_S).
 */
export function checkIdToken(idToken: string, expected: Expected): { subject: string } {
  const parsed = claimsSchema.safeParse(payloadOf(idToken));
  if (!parsed.success) throw invalid('claims');
  const claims = parsed.data;
  // Rule 2: the issuer exactly as discovery named it.
  if (claims.iss !== expected.issuer) throw invalid('iss');
  // Rules 3 and 4: our client id among the audiences; with several, azp must name us.
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (!audiences.includes(expected.clientId)) throw invalid('aud');
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== expected.clientId) {
    throw invalid('azp');
  }
  // Rule 11: the nonce this sign-in sent, so a token of another sign-in is not replayed here.
  if (expected.nonce !== null && claims.nonce !== expected.nonce) {
    throw authError('unauthorized', 'authNonceMismatch');
  }
  // §12.2: a renewal's ID token names the same person, or the session no longer holds.
  if (expected.subject !== undefined && claims.sub !== expected.subject) throw invalid('sub');
  // Rules 9 and 10: not expired, and issued now (the token was fetched a moment ago), each
  // within the tolerance. Otherwise it is the local clock that is off: say by how much.
  const nowS = expected.now / 1000;
  const offS = nowS - claims.iat;
  if (Math.abs(offS) > CLOCK_TOLERANCE_S || claims.exp < nowS - CLOCK_TOLERANCE_S) {
    const minutes = String(Math.max(1, Math.round(Math.abs(offS) / 60)));
    throw authError('unexpected-response', 'authClockSkew', minutes);
  }
  return { subject: claims.sub };
}
