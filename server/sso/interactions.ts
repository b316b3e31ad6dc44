import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import type Provider from 'oidc-provider';
import { readBodyText } from '../body';
import { statement } from '../db/statements';
import { DEMO_PASSWORD, SSO_PATH } from './demo-client';
import { errorPage, loginPage, PAGE_HEADERS } from './pages';

/** A login form is two short fields: anything longer is not one. */
const MAX_FORM_BYTES = 8 * 1024;

const INTERACTION_PATH = new RegExp(`^${SSO_PATH}/interaction/([\\w-]+)(?:/(login|abort))?$`);

const WRONG_LOGIN =
  'That e-mail and password do not match a demo account. Check both and try again.';
const STALE =
  'This sign-in has expired or was started in another window. Close this window and start signing in again from the extension.';

function send(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { ...PAGE_HEADERS, 'Content-Length': Buffer.byteLength(html) });
  response.end(html);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The account id of the demo person with this e-mail and password, compared in constant time. */
function checkLogin(db: Database, email: string, password: string): string | undefined {
  const person = statement(db, 'SELECT id FROM people WHERE email = ? COLLATE NOCASE').get(
    email.trim(),
  ) as { id: string } | undefined;
  const passwordMatches = timingSafeEqual(digest(password), digest(DEMO_PASSWORD));
  return person && passwordMatches ? person.id : undefined;
}

/**
 * Serves the provider's interaction steps, the pages oidc-provider leaves to its host: the login
 * page and its form, cancelling, and the consent step, which is granted without a page for the
 * one first-party client (the extension). Each step is tied to the interaction's own cookie
 * (SameSite=Lax, bound to this uid), so a form posted from another site finds no interaction.
 * Returns false for a path that is not an interaction step.
 */
export function createInteractions(provider: Provider, db: Database) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const match = INTERACTION_PATH.exec((request.url ?? '').split('?')[0] ?? '');
    if (!match) return false;
    const [, uid, action] = match;
    const method = request.method ?? 'GET';
    if ((action === undefined) !== (method === 'GET') || !['GET', 'POST'].includes(method)) {
      send(response, 405, errorPage('method_not_allowed', 'This page does not take that request.'));
      return true;
    }
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(request, response);
      if (details.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      send(response, 400, errorPage('interaction_expired', STALE));
      return true;
    }
    const { prompt, params, session } = details;

    if (prompt.name === 'consent' && session) {
      // The extension is the service's own client: what it asks for is granted without a page.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
      if (!grant) throw new Error('The grant of this sign-in is gone');
      const missing = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { consent: { grantId } });
      return true;
    }
    if (action === 'abort') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in.',
      });
      return true;
    }
    if (action === 'login') {
      let form: URLSearchParams;
      try {
        form = new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES));
      } catch {
        send(response, 413, loginPage({ uid: details.uid, error: 'That form was too long.' }));
        return true;
      }
      const email = form.get('email') ?? '';
      const accountId = checkLogin(db, email, form.get('password') ?? '');
      if (!accountId) {
        send(response, 401, loginPage({ uid: details.uid, email, error: WRONG_LOGIN }));
        return true;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    const hint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
    send(response, 200, loginPage({ uid: details.uid, email: hint }));
    return true;
  };
}
