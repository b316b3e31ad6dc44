import { describe, expect, it } from 'vitest';
import {
  comparableUrl,
  normalizePageUrl,
  unsupportedReason,
} from '../../../../../lib/background/page-actions/urls';

describe('unsupportedReason', () => {
  it.each([
    ['https://intranet.example.com/wiki/page', null],
    ['http://127.0.0.1:8787/docs/DOC_101', null],
    ['chrome://extensions/', 'browser-page'],
    ['edge://settings', 'browser-page'],
    ['about:blank', 'browser-page'],
    ['chrome-extension://abc/popup.html', 'extension-page'],
    ['moz-extension://abc/options.html', 'extension-page'],
    ['view-source:https://example.com/', 'browser-page'],
    ['https://chromewebstore.google.com/detail/x', 'store'],
    ['https://chrome.google.com/webstore/detail/x', 'store'],
    ['https://addons.mozilla.org/en-US/firefox/addon/x/', 'store'],
    ['https://chrome.google.com/search', null],
    ['file:///home/alex/report.pdf', 'file'],
    ['data:text/html,hi', 'not-web'],
    ['javascript:alert(1)', 'not-web'],
    ['not a url', 'not-web'],
    [undefined, 'browser-page'],
  ])('%s → %s', (url, expected) => {
    expect(unsupportedReason(url)).toBe(expected);
  });
});

describe('normalizePageUrl', () => {
  it('drops the fragment and keeps the query', () => {
    expect(normalizePageUrl('https://wiki.example.com/page?id=3#section-2')).toBe(
      'https://wiki.example.com/page?id=3',
    );
  });

  it('leaves an address without fragment as the browser shows it', () => {
    expect(normalizePageUrl('http://127.0.0.1:8787/docs/DOC_101')).toBe(
      'http://127.0.0.1:8787/docs/DOC_101',
    );
  });
});

describe('comparableUrl', () => {
  it('treats a trailing slash, host case and fragment as the same page', () => {
    expect(comparableUrl('https://Wiki.Example.com/page/#top')).toBe(
      comparableUrl('https://wiki.example.com/page'),
    );
  });

  it('keeps different queries apart', () => {
    expect(comparableUrl('https://a.example/p?id=1')).not.toBe(
      comparableUrl('https://a.example/p?id=2'),
    );
  });
});
