import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEMO_REDIRECT_URIS,
  SSO_CLIENT_ID,
  SSO_PATH,
} from './demo-client';
import { createInteractions } from './interactions';
import { generateSigningKeys } from './keys';
import { createProvider } from './provider';
import { createOauthVerifier, type OauthVerifier } from './verify-token';

/** How to run the demo identity provider beside the service. */
export interface SsoOptions {
  /** Access token lifetime; 600 s by default (tests use a few seconds). */
  accessTokenTtlSeconds?: number;
  /** Redirect URIs registered for the extension besides the demo builds' Chromium and Firefox ones. */
  redirectUris?: readonly string[];
}

/** What the running provider tells its users. */
export interface SsoInfo {
  /** Exact issuer URL (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  /** The `aud` of its access tokens: the service's base URL. */
  audience: string;
  clientId: string;
  redirectUris: readonly string[];
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** The provider mounted on the service's HTTP server. */
export interface MountedSso {
  info: SsoInfo;
  /** Checks the provider's access tokens for the API. */
  verifier: OauthVerifier;
  /** Sends `/oidc/...` to the provider and everything else to `app`. */
  wrap(app: Listener): Listener;
}

/**
 * Prepares the demo identity provider: its signing key is made now (before the service listens,
 * as it takes a moment), the provider once the service's URL, and so the issuer, is known.
 */
export async function prepareSso(options: SsoOptions) {
  const ttl = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl < 1) {
    throw new Error(`accessTokenTtlSeconds must be a whole number of seconds, not ${ttl}`);
  }
  for (const uri of options.redirectUris ?? []) {
    // What identity.getRedirectURL() gives is always https; oidc-provider refuses anything else
    // for this client, and would only say so once the service is already listening.
    if (URL.parse(uri)?.protocol !== 'https:') {
      throw new Error(
        `redirectUris must be https URLs such as ${DEMO_REDIRECT_URIS[0]}, not "${uri}"`,
      );
    }
  }
  const redirectUris = [...new Set([...DEMO_REDIRECT_URIS, ...(options.redirectUris ?? [])])];
  const keys = await generateSigningKeys();
  return {
    /** Mounts the provider at `<serviceUrl>/oidc`, its issuer. */
    mount(serviceUrl: string, db: Database): MountedSso {
      const issuer = `${serviceUrl}${SSO_PATH}`;
      const audience = serviceUrl;
      const provider = createProvider({
        issuer,
        audience,
        db,
        keys,
        accessTokenTtlSeconds: ttl,
        redirectUris,
      });
      const interactions = createInteractions(provider, db);
      const callback = provider.callback();
      const handle = async (request: IncomingMessage, response: ServerResponse) => {
        if (await interactions(request, response)) return;
        // As Express mounts it: oidc-provider reads its mount path from originalUrl.
        const url = request.url ?? SSO_PATH;
        Object.assign(request, { originalUrl: url });
        const rest = url.slice(SSO_PATH.length);
        request.url = rest.startsWith('/') ? rest : `/${rest}`;
        await callback(request, response);
      };
      return {
        info: { issuer, audience, clientId: SSO_CLIENT_ID, redirectUris },
        verifier: createOauthVerifier({ issuer, audience, keySet: keys.keySet }),
        wrap: (app) => (request, response) => {
          const url = request.url ?? '';
          if (
            url !== SSO_PATH &&
            !url.startsWith(`${SSO_PATH}/`) &&
            !url.startsWith(`${SSO_PATH}?`)
          ) {
            return app(request, response);
          }
          handle(request, response).catch((error: unknown) => {
            process.stderr.write(
              `Sign-in provider error: ${error instanceof Error ? error.message : error}\n`,
            );
            if (!response.headersSent) {
              response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
              response.end(
                'The sign-in provider failed. Try again; if it fails again, restart the service.',
              );
            } else response.end();
          });
        },
      };
    },
  };
}
