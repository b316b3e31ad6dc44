import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import Provider, { type Configuration, errors } from 'oidc-provider';
import type { PersonRow } from '../context';
import { statement } from '../db/statements';
import { createMemoryAdapter } from './adapter';
import { SSO_CLIENT_ID, SSO_PATH, SSO_SCOPES } from './demo-client';
import type { SigningKeys } from './keys';
import { errorPage } from './pages';

/** What the demo provider is made of. */
export interface ProviderOptions {
  /** Exact issuer URL, e.g. http://127.0.0.1:8787/oidc. */
  issuer: string;
  /** The `aud` of every access token: the service's base URL. */
  audience: string;
  db: Database;
  keys: SigningKeys;
  accessTokenTtlSeconds: number;
  redirectUris: readonly string[];
}

const DAY = 24 * 60 * 60;

/** The person with this account id (the people table's id, the API's obfuscatedId). */
function personById(db: Database, id: string): PersonRow | undefined {
  return statement(db, 'SELECT * FROM people WHERE id = ?').get(id) as PersonRow | undefined;
}

/**
 * An OpenID provider (oidc-provider) for the demo: the people table as its accounts, one public
 * client (the extension, PKCE S256), JWT access tokens for the service as their one audience,
 * refresh tokens (rotated on use) and revocation. Its login and consent steps are served by
 * interactions.ts; nothing of oidc-provider's development pages is on.
 */
export function createProvider(options: ProviderOptions): Provider {
  const { audience, db } = options;
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: SSO_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...options.redirectUris],
        scope: SSO_SCOPES,
      },
    ],
    jwks: options.keys.privateJwks as Configuration['jwks'],
    // Random per start: a session cookie of an earlier run is simply not recognised.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: SSO_SCOPES.split(' '),
    // A public client may use only the code grant with PKCE (RFC 9700 §2.1.2): no implicit
    // grant, no `id_token` response types, so discovery advertises `code` alone and the
    // grant types authorization_code and refresh_token.
    responseTypes: ['code'],
    // The extension is the one client and has no secret: discovery names only `none`.
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // The extension need not name the service: every access token is for it.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: SSO_SCOPES,
            audience,
            accessTokenTTL: options.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Refresh tokens without `prompt=consent` too (OpenID drops offline_access without it):
    // the extension must stay signed in, and its one client is first-party.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The refresh token outlives the provider's browser session (the sign-in window's cookies).
    expiresWithSession: () => false,
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `${SSO_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const person = personById(db, id);
      if (!person) return undefined;
      return {
        accountId: person.id,
        claims: () => ({
          sub: person.id,
          email: person.email,
          email_verified: true,
          name: person.name,
        }),
      };
    },
    // The extension's own pages call the token and revocation endpoints; with the issuer's host
    // permission they skip CORS, and without it (a permission not yet granted) they still may.
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === SSO_CLIENT_ID && /^(chrome|moz)-extension:\/\/[a-z0-9-]+$/.test(origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error ?? 'error', out.error_description ?? '');
    },
  };
  return new Provider(options.issuer, configuration);
}
