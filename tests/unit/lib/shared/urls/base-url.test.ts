import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { normalizeBaseUrl, plainHttpProblem } from '../../../../../lib/shared/urls/base-url';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

// http:// sends the token in clear text: it is only for a service on this computer.
describe('http is accepted only for loopback', () => {
  test.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://127.255.255.254:9/kb', 'http://127.255.255.254:9/kb'],
    ['http://localhost:8787/', 'http://localhost:8787'],
    ['http://LOCALHOST:8787', 'http://localhost:8787'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['http://[0:0:0:0:0:0:0:1]', 'http://[::1]'],
    // Other spellings of 127.0.0.1 that the URL parser turns into it.
    ['http://2130706433', 'http://127.0.0.1'],
    ['http://127.1', 'http://127.0.0.1'],
  ])('%s is a local service', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
    expect(plainHttpProblem(input)).toBeUndefined();
  });

  test.each([
    'http://kb.acme.example',
    'http://10.0.0.5:8787',
    'http://192.168.1.20',
    // "Any address" is not this computer's loopback, and not the same thing everywhere.
    'http://0.0.0.0:8787',
    // A name that a public DNS resolves to 127.0.0.1 today and anywhere tomorrow.
    'http://127.0.0.1.nip.io',
    'http://localhost.evil.example',
    'http://foo.localhost',
    // The fully qualified form goes to the resolver; only the plain name is certain.
    'http://localhost.',
    // IPv4-mapped and other IPv6 forms: only [::1] is named as loopback.
    'http://[::ffff:127.0.0.1]',
    'http://[::]',
    'http://128.0.0.1',
    'http://126.255.255.255',
  ])('%s is refused with a sentence saying why', (input) => {
    expect(() => normalizeBaseUrl(input)).toThrow(/clear text/);
    expect(plainHttpProblem(input)).toMatch(/clear text.*https:\/\//);
  });

  test('the sentence names the https address to use instead', () => {
    expect(() => normalizeBaseUrl('http://kb.acme.example:8080/kb')).toThrow(
      'https://kb.acme.example:8080',
    );
  });

  test.each([
    // The host is evil.com; 127.0.0.1 is only the user name.
    'http://127.0.0.1@evil.com',
    'http://localhost:8787@evil.com',
    'http://127.0.0.1:x@evil.com',
    'https://127.0.0.1@evil.com',
  ])('user-info tricks are refused: %s', (input) => {
    expect(() => normalizeBaseUrl(input)).toThrow();
  });

  test('the userinfo trick is refused for its real host, not its user name', () => {
    expect(plainHttpProblem('http://127.0.0.1@evil.com')).toMatch(/clear text/);
  });

  test.each(['https://kb.acme.example', 'https://10.0.0.5', 'https://localhost:8443'])(
    'https is accepted for any host: %s',
    (input) => {
      expect(() => normalizeBaseUrl(input)).not.toThrow();
      expect(plainHttpProblem(input)).toBeUndefined();
    },
  );

  test('what is not yet a web address draws no http warning while typed', () => {
    for (const input of ['', 'http', 'kb.acme.example', 'ftp://x.example']) {
      expect(plainHttpProblem(input)).toBeUndefined();
    }
  });
});
