import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { addressProblem } from '../../../../../lib/shared/urls/address-problem';
import { normalizeBaseUrl } from '../../../../../lib/shared/urls/base-url';
import { originPattern } from '../../../../../lib/shared/urls/origin';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

const scheme = fc.constantFrom('https', 'http', 'ftp', 'ws', 'file', 'javascript', 'HTTPS');
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.constantFrom('localhost', '127.0.0.1', '127.1', '', '*', '*.', '.', 'a..b', '[::1]'),
  fc.domain().map((name) => `*.${name}`),
  fc.tuple(fc.domain(), fc.nat(20)).map(([name, at]) => {
    const cut = at % (name.length + 1);
    return `${name.slice(0, cut)}*${name.slice(cut)}`;
  }),
  // Any text, but not what ends the host (so the generated port and user info stay theirs).
  fc.string({ maxLength: 12 }).filter((text) => !/[/?#\\@:[\]]/.test(text)),
);
const userInfo = fc.option(
  fc.constantFrom('user@', 'user:pw@', ':@', '127.0.0.1@', 'a%40b@', '@'),
  { nil: '' },
);
const port = fc.option(
  fc.oneof(fc.integer({ min: 0, max: 70_000 }), fc.constantFrom(0, 65_535, 65_536, 99_999_999)),
  { nil: undefined },
);
const path = fc.oneof(fc.constant(''), fc.webPath(), fc.constant('/rest/api/v1/search'));
const address = fc
  .record({ scheme, userInfo, host, port, path })
  .map(({ scheme, userInfo, host, port, path }) => ({
    text: `${scheme}://${userInfo}${host}${port === undefined ? '' : `:${port}`}${path}`,
    parts: { scheme, userInfo, host, port },
  }));

/** The one origin an accepted address names: what becomes the host permission and the token's place. */
function isOneOrigin(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  const loopback = /^(localhost|\[::1\]|127\.\d+\.\d+\.\d+)$/.test(url.hostname);
  return (
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) &&
    url.username === '' &&
    url.password === '' &&
    url.hostname !== '' &&
    !url.hostname.includes('*') &&
    (url.port === '' || (Number(url.port) >= 1 && Number(url.port) <= 65_535)) &&
    !originPattern(url.origin).slice(0, -2).includes('*')
  );
}

describe('an address names one origin, or is refused with a sentence', () => {
  test('every generated address is either one origin or refused in words', () => {
    fc.assert(
      fc.property(address, ({ text, parts }) => {
        let accepted: string | undefined;
        try {
          accepted = normalizeBaseUrl(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          const message = (error as ApiError).message;
          expect(message).toMatch(/^\S.*[.)]$/s);
          expect(message).not.toMatch(/^url[A-Z]/);
          return;
        }
        expect(isOneOrigin(accepted)).toBe(true);
        // What was refused by construction never gets here.
        expect(parts.host).not.toContain('*');
        expect(parts.userInfo).toBe('');
        if (parts.port !== undefined) expect(parts.port).toBeGreaterThan(0);
        if (parts.port !== undefined) expect(parts.port).toBeLessThanOrEqual(65_535);
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    ['https://*', 'urlWildcard'],
    ['https://*.acme.example', 'urlWildcard'],
    ['https://kb*.acme.example/kb', 'urlWildcard'],
    ['http://*', 'urlWildcard'],
    ['https://user:pw@kb.acme.example', 'urlNoCredentials'],
    ['https://kb.acme.example:0', 'urlBadPort'],
    ['https://kb.acme.example:65536', 'urlBadPort'],
    ['https://kb.acme.example:99999999/kb', 'urlBadPort'],
    ['https://kb..acme.example', 'urlBadHost'],
    ['https://kb!acme.example', 'urlBadHost'],
    ['https://kb~1.example', 'urlBadHost'],
    ['https://', 'urlNotWebAddress'],
    ['   ', 'urlEnterAddress'],
    ['ftp://kb.acme.example', 'urlWrongScheme'],
    ['http://kb.acme.example', 'urlPlainHttp'],
  ])('%s is refused as %s', (input, key) => {
    expect(addressProblem(input)?.key).toBe(key);
    expect(() => normalizeBaseUrl(input)).toThrow(ApiError);
  });

  test.each([
    'https://kb.acme.example',
    'https://kb.acme.example.',
    'https://kb:8443/kb',
    'https://xn--bcher-kva.example',
    'https://Bücher.example',
    'https://10.0.0.5:65535',
    'https://[2001:db8::1]',
    'http://localhost:8787',
  ])('%s is one origin', (input) => {
    expect(addressProblem(input)).toBeUndefined();
  });

  test('each refusal is a sentence in German too', () => {
    stubI18n('de');
    for (const input of ['https://*', 'https://x:0', 'https://a..b', 'https://x:70000']) {
      expect(() => normalizeBaseUrl(input)).toThrow(/^„.*“|^Den Port/);
    }
  });
});
