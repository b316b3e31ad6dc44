/**
 * The demo identity provider's one client (the extension) and its demo accounts' password.
 * start.ts, the CLI, the README and the tests take these from here so they never drift apart.
 */

/** Where the provider is mounted on the service's own HTTP server: the issuer is `<url>/oidc`. */
export const SSO_PATH = '/oidc';

/** The extension's client id at the demo provider (a public client: no secret, PKCE S256). */
export const SSO_CLIENT_ID = 'workplace-extension';

/** The scopes the extension asks for; `offline_access` asks for a refresh token. */
export const SSO_SCOPES = 'openid profile email offline_access';

/**
 * `identity.getRedirectURL()` of the demo and e2e Chromium builds: their manifest carries a fixed
 * key whose extension id is meompmifbppdkljikflbpopfciciifnj.
 */
export const CHROMIUM_REDIRECT_URI = 'https://meompmifbppdkljikflbpopfciciifnj.chromiumapp.org/';

/**
 * `identity.getRedirectURL()` in Firefox: the host is the SHA-1 (hex) of the add-on's gecko id,
 * workplace-knowledge@example.com.
 */
export const FIREFOX_REDIRECT_URI =
  'https://18626f3e421a510a95014eefa5cb3599e94951c2.extensions.allizom.org/';

/** The redirect URIs registered for the client unless more are given. */
export const DEMO_REDIRECT_URIS = [CHROMIUM_REDIRECT_URI, FIREFOX_REDIRECT_URI] as const;

/**
 * Every demo person signs in with their e-mail and this password. Public on purpose, like the
 * demo tokens: it exists only in the reference service and is shown on the login page.
 */
export const DEMO_PASSWORD = 'demo-password';

/** Access tokens live this long unless `accessTokenTtlSeconds` says otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 600;

/**
 * How far the service lets a token's `exp` and `nbf` miss its own clock: enough for two
 * machines whose clocks are kept by NTP, short enough that an expired token stops soon after.
 */
export const CLOCK_TOLERANCE_SECONDS = 5;
