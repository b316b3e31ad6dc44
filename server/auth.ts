import type { Database } from 'better-sqlite3';
import { callerKey, rememberCaller, rememberedCaller } from './auth-cache';
import type { Caller, PersonRow } from './context';
import { hashToken } from './db/hash';
import { statement } from './db/statements';
import type { Scope } from './demo/identities';
import { HttpError } from './http-error';
import { authenticateProviderToken, isProviderToken, NO_PROVIDER } from './sso/service-auth';
import type { OauthVerifier } from './sso/verify-token';

interface TokenRow {
  person_id: string | null;
  is_global: number;
  is_oauth: number;
  scopes: string;
  expires_at: number | null;
}

/** Request headers that identify the caller. */
export interface AuthHeaders {
  authorization?: string;
  actAs?: string;
  authType?: string;
}

/**
 * Resolves the caller from the bearer token, and for a global token from X-Service-Actas.
 * Fails the way the API notes describe: 401 for a missing, unknown or expired token or an
 * unknown identity, 400 for a global token without act-as. An identity provider's JWT sent with
 * `X-Service-Auth-Type: OAUTH` is checked by `oauth` instead (asynchronously: the only case that
 * answers with a promise); without `oauth` (no --sso) it is refused. A success with a service
 * token is remembered for the same headers until the token expires or a token or person is
 * written (auth-cache.ts); provider tokens are verified on every call.
 */
export function authenticate(db: Database, headers: AuthHeaders, nowMs: number): Caller;
export function authenticate(
  db: Database,
  headers: AuthHeaders,
  nowMs: number,
  oauth: OauthVerifier | undefined,
): Caller | Promise<Caller>;
export function authenticate(
  db: Database,
  headers: AuthHeaders,
  nowMs: number,
  oauth?: OauthVerifier,
): Caller | Promise<Caller> {
  const key = callerKey(headers.authorization, headers.actAs, headers.authType);
  const remembered = rememberedCaller(db, key, nowMs);
  if (remembered) return remembered;
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization?.trim() ?? '');
  if (!match?.[1]) throw new HttpError(401, 'Not authorized: a bearer token is required');
  const authType = headers.authType?.trim().toUpperCase() ?? '';
  if (authType === 'OAUTH' && isProviderToken(match[1])) {
    if (!oauth) throw new HttpError(401, NO_PROVIDER);
    return authenticateProviderToken(db, match[1], nowMs, oauth);
  }
  const token = statement(
    db,
    'SELECT person_id, is_global, is_oauth, scopes, expires_at FROM tokens WHERE hash = ?',
  ).get(hashToken(match[1])) as TokenRow | undefined;
  if (!token) throw new HttpError(401, 'Not authorized');
  if (token.expires_at !== null && token.expires_at * 1000 <= nowMs) {
    throw new HttpError(401, 'Token expired');
  }
  if (token.is_oauth && authType !== 'OAUTH') {
    throw new HttpError(401, 'Not authorized: this token needs X-Service-Auth-Type: OAUTH');
  }
  if (!token.is_oauth && authType !== '') {
    throw new HttpError(401, `Not authorized: this token is not of auth type ${authType}`);
  }
  let personId = token.person_id;
  const actAs = headers.actAs?.trim() ?? '';
  if (token.is_global) {
    if (!actAs) throw new HttpError(400, 'Required header missing: X-Service-Actas');
    const target = statement(db, 'SELECT id FROM people WHERE email = ? COLLATE NOCASE').get(
      actAs,
    ) as { id: string } | undefined;
    if (!target) throw new HttpError(401, 'Invalid identity');
    personId = target.id;
  }
  const person = statement(db, 'SELECT * FROM people WHERE id = ?').get(personId) as
    | PersonRow
    | undefined;
  if (!person) throw new HttpError(401, 'Invalid identity');
  const caller: Caller = {
    person,
    isAdmin: person.is_admin === 1,
    scopes: new Set(token.scopes.split(' ') as Scope[]),
  };
  rememberCaller(db, key, caller, token.expires_at === null ? null : token.expires_at * 1000);
  return caller;
}

/** Refuses the call when the token lacks the scope the operation needs. */
export function requireScope(caller: Caller, scope: Scope): void {
  if (!caller.scopes.has(scope)) throw new HttpError(403, `Token lacks the ${scope} scope`);
}
