import { browser } from 'wxt/browser';
import type messages from '../public/_locales/en/messages.json';

/** A key of the English message file; a typo is a type error rather than a blank label. */
export type MessageKey = keyof typeof messages;

/**
 * Looks up a user-facing string through `browser.i18n`, so a translation is one new
 * `_locales/<lang>/messages.json` away. Components may call this directly: it is a pure read
 * of the extension's own bundle, not a browser capability that needs wiring.
 */
export function t(key: MessageKey, substitutions?: string | (string | number)[]): string {
  const values = Array.isArray(substitutions) ? substitutions.map(String) : substitutions;
  const text = browser.i18n.getMessage(key, values);
  // An empty answer means the key is missing from the running build: show the key rather than
  // nothing, so the gap is visible and reportable.
  return text || key;
}
