import type { MessageKey } from '../../shared/i18n';

/**
 * Where page actions cannot work, and the sentence (message key) that says why and what to do
 * next. Browsers refuse extensions on their own pages and on their extension stores; `file:`
 * pages are invisible to the service; anything but http(s) has no address the service indexes.
 */
export type UnsupportedReason = 'browser-page' | 'extension-page' | 'store' | 'file' | 'not-web';

/** The sentence for each reason a page cannot be acted on. */
export const UNSUPPORTED_MESSAGES: Record<UnsupportedReason, MessageKey> = {
  'browser-page': 'pageActionsBrowserPage',
  'extension-page': 'pageActionsExtensionPage',
  store: 'pageActionsStorePage',
  file: 'pageActionsFilePage',
  'not-web': 'pageActionsNotWebPage',
};

const BROWSER_SCHEMES = new Set([
  'chrome:',
  'edge:',
  'brave:',
  'opera:',
  'vivaldi:',
  'about:',
  'devtools:',
  'chrome-search:',
  'chrome-untrusted:',
  'view-source:',
  'resource:',
]);

/** Pages of extensions (another's: the worker never asks about its own pages). */
const EXTENSION_SCHEMES = new Set(['chrome-extension:', 'moz-extension:', 'safari-web-extension:']);

/** Extension stores, where browsers never run extension scripts. */
const STORES: { host: string; path?: string }[] = [
  { host: 'chromewebstore.google.com' },
  { host: 'chrome.google.com', path: '/webstore' },
  { host: 'addons.mozilla.org' },
  { host: 'microsoftedge.microsoft.com', path: '/addons' },
];

/**
 * Why the extension cannot act on this address, or null when it can (an http or https page
 * outside the extension stores). Unparsable input counts as not a web page.
 */
export function unsupportedReason(url: string | undefined): UnsupportedReason | null {
  if (!url) return 'browser-page';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not-web';
  }
  if (BROWSER_SCHEMES.has(parsed.protocol)) return 'browser-page';
  if (EXTENSION_SCHEMES.has(parsed.protocol)) return 'extension-page';
  if (parsed.protocol === 'file:') return 'file';
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'not-web';
  const host = parsed.hostname.toLowerCase();
  const store = STORES.find(
    (entry) => entry.host === host && (!entry.path || parsed.pathname.startsWith(entry.path)),
  );
  return store ? 'store' : null;
}

/**
 * The address the service is asked about: the page without its fragment (`#section` never
 * names a different document), otherwise as the browser shows it.
 */
export function normalizePageUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url.split('#')[0] ?? url;
  }
}

/**
 * A comparable form of an address, for "is this page already in the collection": no fragment,
 * lower-case host, no trailing slash.
 */
export function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${path}${parsed.search}`;
  } catch {
    return url;
  }
}
