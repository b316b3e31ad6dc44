import { ApiError } from '../errors/api-error';
import { t } from '../i18n';

/** The path every operation lives under; people often paste it along with the address. */
export const API_PATH = '/rest/api/v1';

/**
 * Normalises what a person typed as the service address: trims it, requires https (http only
 * for a service on this computer, see `plainHttpProblem`), and removes a trailing slash and a
 * pasted `/rest/api/v1` (or `/rest/api/v1/<operation>`) so either form works. A path prefix
 * before it (`https://x.example/kb`) is kept.
 * @throws ApiError of kind 'invalid-request' with a sentence when it is not a web address,
 * or is http:// to another computer.
 */
export function normalizeBaseUrl(input: string): string {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalid(trimmed === '' ? t('urlEnterAddress') : t('urlNotWebAddress', trimmed));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(t('urlWrongScheme'));
  }
  if (url.username || url.password) {
    throw invalid(t('urlNoCredentials'));
  }
  const clearText = plainHttpProblemOf(url);
  if (clearText) throw invalid(clearText);
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
  try {
    return plainHttpProblemOf(new URL(input.trim()));
  } catch {
    return undefined;
  }
}

function plainHttpProblemOf(url: URL): string | undefined {
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return undefined;
  return t('urlPlainHttp', url.host);
}

/**
 * True for a host that can only be this computer: `localhost`, 127.0.0.0/8 and [::1], as the
 * URL parser writes them (lower case, IPv4 in dotted decimal, IPv6 compressed). Names that
 * merely resolve to loopback (`127.0.0.1.nip.io`, `localhost.`) go through a resolver the
 * extension does not control, so they are not trusted.
 */
function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  // The parser has already turned every IPv4 spelling (2130706433, 127.1) into four numbers.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function invalid(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', message });
}
