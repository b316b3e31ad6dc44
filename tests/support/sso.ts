import { createHash, randomBytes } from 'node:crypto';
import {
  CHROMIUM_REDIRECT_URI,
  DEMO_PASSWORD,
  SSO_CLIENT_ID,
  SSO_SCOPES,
} from '../../server/sso/demo-client';
import type { RunningServer } from '../../server/start';

/** A browser's cookies, as far as the provider's pages need: name, value and path. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  /** Keeps the cookies a response sets (an expired one is removed). */
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const expired = attributes.some(
        (a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now(),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(at + 1), path });
    }
  }

  /** The Cookie header for a URL. */
  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The provider's issuer of a service started with `sso`. */
export function issuerOf(server: RunningServer): string {
  if (!server.sso) throw new Error('The test service was started without sso');
  return server.sso.issuer;
}

/** The authorization request's URL, with the demo client's values unless overridden. */
export function authorizeUrl(server: RunningServer, params: Record<string, string>): string {
  const url = new URL(`${issuerOf(server)}/auth`);
  const all = {
    client_id: SSO_CLIENT_ID,
    response_type: 'code',
    redirect_uri: CHROMIUM_REDIRECT_URI,
    scope: SSO_SCOPES,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.toString();
}

/** GET without following redirects, through the jar. */
export async function get(jar: CookieJar, url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual', headers: { Cookie: jar.header(url) } });
  jar.take(response);
  return response;
}

/** POSTs a form without following redirects, through the jar. */
export async function postForm(
  jar: CookieJar,
  url: string,
  form: Record<string, string>,
): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: jar.header(url),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  jar.take(response);
  return response;
}

/**
 * Signs in as a person would in the sign-in window: opens the authorization URL, fills the
 * login page's form, follows every redirect, and returns where the provider finally sends the
 * browser (the redirect URI with `code` and `state`, or with `error`).
 */
export async function signIn(
  server: RunningServer,
  options: { email: string; password?: string; challenge: string; params?: Record<string, string> },
): Promise<URL> {
  const jar = new CookieJar();
  let response = await get(
    jar,
    authorizeUrl(server, { code_challenge: options.challenge, ...options.params }),
  );
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, server.url);
      if (next.origin !== new URL(server.url).origin) return next;
      response = await get(jar, next.toString());
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) {
      throw new Error(`The sign-in stopped at ${response.status}: ${html.slice(0, 300)}`);
    }
    response = await postForm(
      jar,
      new URL(action.replaceAll('&#47;', '/'), server.url).toString(),
      {
        email: options.email,
        password: options.password ?? DEMO_PASSWORD,
      },
    );
  }
  throw new Error('The sign-in redirected too many times');
}

/** The token endpoint's answer, success or error (RFC 6749 5.1, 5.2). */
interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** Exchanges a code at the token endpoint (a public client: no secret, the PKCE verifier). */
export async function tokenRequest(server: RunningServer, form: Record<string, string>) {
  const response = await fetch(`${issuerOf(server)}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: SSO_CLIENT_ID, ...form }).toString(),
  });
  return { status: response.status, json: (await response.json()) as TokenAnswer };
}
