import { fakeBrowser } from 'wxt/testing/fake-browser';
import german from '../../public/_locales/de/messages.json';
import messages from '../../public/_locales/en/messages.json';

/**
 * Answers `chrome.i18n.getMessage` (what `t()` reads) from the English message file (the fake browser does not
 * implement it), with chrome.i18n's `$1` substitutions, so tests read the real English text
 * (or German, to test what differs by language).
 */
export function stubI18n(language: 'en' | 'de' = 'en'): void {
  const table = (language === 'de' ? german : messages) as Record<string, { message: string }>;
  // biome-ignore lint/suspicious/noExplicitAny: the fake's signature is the browser's overloads
  (fakeBrowser.i18n as any).getMessage = (key: string, substitutions?: string | string[]) => {
    const values = substitutions === undefined ? [] : [substitutions].flat();
    const text = table[key]?.message ?? '';
    return text.replace(/\$(\d)/g, (_, digit: string) => values[Number(digit) - 1] ?? '');
  };
}
