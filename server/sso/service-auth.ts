import type { Database } from 'better-sqlite3';
import type { Caller, PersonRow } from '../context';
import { statement } from '../db/statements';
import { ALL_SCOPES } from '../demo/identities';
import { HttpError } from '../http-error';
import type { OauthVerifier } from './verify-token';

/** A compact JWS: three base64url parts. Demo tokens never have this shape. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Whether a bearer token sent with `X-Service-Auth-Type: OAUTH` is an identity provider's JWT. */
export function isProviderToken(token: string): boolean {
  return JWT_SHAPE.test(token);
}

/** The 401 for an identity provider's token when the service runs without a provider. */
export const NO_PROVIDER =
  'Not authorized: this service does not accept identity-provider tokens (start it with --sso)';

/**
 * The caller an identity provider's access token speaks for: its subject is a person's id
 * (the provider's account id, the API's obfuscatedId). A signed-in person may use everything
 * the service offers them, as the demo identity-provider token may.
 */
export async function authenticateProviderToken(
  db: Database,
  token: string,
  nowMs: number,
  verifier: OauthVerifier,
): Promise<Caller> {
  const sub = await verifier.verify(token, nowMs);
  const person = statement(db, 'SELECT * FROM people WHERE id = ?').get(sub) as
    | PersonRow
    | undefined;
  if (!person) throw new HttpError(401, 'Invalid identity');
  return { person, isAdmin: person.is_admin === 1, scopes: new Set(ALL_SCOPES) };
}
