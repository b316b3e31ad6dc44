import type { MessageKey } from '../i18n';

/** Why an address is refused: the message key of the sentence, and what it names. */
export interface AddressProblem {
  key: MessageKey;
  values: string[];
}

/**
 * One DNS-style name: parts of letters, digits, `-` and `_`, joined by single dots (a final dot,
 * the fully qualified spelling, still names one computer). The URL parser has lowered the case
 * and turned other scripts into `xn--` parts already.
 */
const HOST_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/;
/** An IPv6 literal as the URL parser writes it. */
const IPV6 = /^\[[0-9a-f:.]+\]$/;
/**
 * The authority as typed: its user info even when empty (`https://:@host`, which the parser
 * drops), and the port of an address the parser refused (to say why, not "not an address").
 */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

const say = (key: MessageKey, ...values: string[]): AddressProblem => ({ key, values });

/**
 * The one check every address the extension would send to passes (the service, the sign-in
 * issuer; typed, saved, preset by policy, or given to the deploy kit): it must name exactly one
 * origin, because its origin becomes a host permission and the place the token goes. Refused:
 * what is not a URL, a scheme other than http(s), user info, a wildcard or otherwise malformed
 * host (`https://*` parses, and would ask for every site), port 0 or above 65535, and http://
 * to anything but this computer. Pure and without i18n, so Node scripts can use it too.
 * @returns undefined when the address is one origin, or the sentence's key and values.
 */
export function addressProblem(input: string): AddressProblem | undefined {
  const text = input.trim();
  if (text === '') return say('urlEnterAddress');
  const authority = AUTHORITY.exec(text)?.[1] ?? '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    const port = /:(\d+)$/.exec(authority)?.[1];
    if (port && Number(port) > 65535) return say('urlBadPort', port);
    return say('urlNotWebAddress', text);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return say('urlWrongScheme');
  }
  if (url.username || url.password || authority.includes('@')) return say('urlNoCredentials');
  const host = url.hostname;
  if (host.includes('*')) return say('urlWildcard', host);
  if (!(IPV6.test(host) || HOST_NAME.test(host))) return say('urlBadHost', host);
  if (url.port === '0') return say('urlBadPort', url.port);
  if (url.protocol === 'http:' && !isLoopbackHost(host)) {
    return say('urlPlainHttp', url.host);
  }
  return undefined;
}

/**
 * True for a host that can only be this computer: `localhost`, 127.0.0.0/8 and [::1], as the
 * URL parser writes them (lower case, IPv4 in dotted decimal, IPv6 compressed). Names that
 * merely resolve to loopback (`127.0.0.1.nip.io`, `localhost.`) go through a resolver the
 * extension does not control, so they are not trusted.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  // The parser has already turned every IPv4 spelling (2130706433, 127.1) into four numbers.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
