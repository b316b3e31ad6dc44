import type messages from '../../public/_locales/en/messages.json';

/** A key of the English message file; a typo is a type error rather than a blank label. */
export type MessageKey = keyof typeof messages;

/** The one synchronous API this module needs, the same in every browser. */
interface I18nApi {
  getMessage(key: string, substitutions?: string | string[]): string;
}

/**
 * Looks up a user-facing string through the browser's i18n API, so a translation is one new
 * `_locales/<lang>/messages.json` away. Components may call this directly: it is a pure read
 * of the extension's own bundle, not a browser capability that needs wiring.
 *
 * It reads `chrome.i18n` (which Chromium and Firefox both provide to extension code) rather
 * than going through webextension-polyfill: `getMessage` is synchronous and identical
 * everywhere, and the page panel, which needs nothing else of the browser, stays free of the
 * polyfill's weight.
 */
export function t(key: MessageKey, substitutions?: string | (string | number)[]): string {
  const values = Array.isArray(substitutions) ? substitutions.map(String) : substitutions;
  const api = (globalThis as unknown as { chrome: { i18n: I18nApi } }).chrome.i18n;
  const text = api.getMessage(key, values);
  // An empty answer means the key is missing from the running build: show the key rather than
  // nothing, so the gap is visible and reportable.
  return text || key;
}
