import { ApiError } from '../errors/api-error';
import { t } from '../i18n';
import { type AddressProblem, addressProblem, isLoopbackHost } from './address-problem';

/** The path every operation lives under; people often paste it along with the address. */
export const API_PATH = '/rest/api/v1';

/**
 * Normalises what a person typed as the service (or sign-in issuer) address: trims it, refuses
 * what does not name exactly one origin (see `addressProblem`: wildcards, user info, a bad
 * host or port, http:// to another computer), and removes a trailing slash and a pasted
 * `/rest/api/v1` (or `/rest/api/v1/<operation>`) so either form works. A path prefix before it
 * (`https://x.example/kb`) is kept.
 * @throws ApiError of kind 'invalid-request' with the sentence saying why it was refused.
 */
export function normalizeBaseUrl(input: string): string {
  const problem = addressProblem(input);
  if (problem) throw new ApiError({ kind: 'invalid-request', message: sentence(problem) });
  const url = new URL(input.trim());
  const apiAt = url.pathname.indexOf(API_PATH);
  const path = (apiAt >= 0 ? url.pathname.slice(0, apiAt) : url.pathname).replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** The origin of a normalised base URL, which is what host permission is asked for. */
export function serviceOrigin(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

/**
 * The sentence saying why an http:// address cannot be used, or undefined when it can (https,
 * a loopback host) or is not a web address yet. The options page shows it while the person
 * types; `normalizeBaseUrl` refuses with it.
 */
export function plainHttpProblem(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return undefined;
  return t('urlPlainHttp', url.host);
}

function sentence(problem: AddressProblem): string {
  return t(problem.key, problem.values);
}
