import { escapeHtml } from '../pages';
import { DEMO_USERS } from '../demo/identities';
import { DEMO_PASSWORD, SSO_PATH } from './demo-client';

/**
 * Headers of every page the provider shows: never framed (no clickjacking of the login form),
 * never cached, and no script at all.
 */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
} as const;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#1b1f29}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{margin-top:1rem;padding:.5rem 1rem;font:inherit}.hint{color:#5b6477;font-size:14px}
.error{color:#b3261e;font-weight:600}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/** What the login page shows besides the form. */
export interface LoginPageText {
  /** The interaction this form finishes (oidc-provider's uid, bound to its cookie). */
  uid: string;
  /** The e-mail typed last time, kept after a failed attempt. */
  email?: string;
  /** Why the last attempt failed, in words. */
  error?: string;
}

/**
 * The demo provider's login page: e-mail and password, and a cancel button that tells the
 * extension the person chose not to sign in. Every value in it is escaped.
 */
export function loginPage({ uid, email = '', error }: LoginPageText): string {
  const base = `${SSO_PATH}/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in to Workplace Knowledge',
    `<h1>Sign in to Workplace Knowledge</h1>
<p>The Workplace Knowledge extension asks you to sign in with your company account.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${base}/login`)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(`${base}/abort`)}"><button type="submit">Cancel</button></form>
<p class="hint">Demo accounts: every demo person's e-mail, for example ${escapeHtml(DEMO_USERS.employee.email)}
or ${escapeHtml(DEMO_USERS.admin.email)}, with the password <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>`,
  );
}

/** A page for what cannot be sent back to the extension (unknown client, wrong redirect). */
export function errorPage(error: string, description: string): string {
  return page(
    'Sign-in failed',
    `<h1>Sign-in failed</h1>
<p class="error" role="alert">${escapeHtml(description || error)}</p>
<p>Close this window and try again; if it fails again, tell your IT team this: <code>${escapeHtml(error)}</code>.</p>`,
  );
}
