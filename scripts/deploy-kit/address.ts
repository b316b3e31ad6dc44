import { readFileSync } from 'node:fs';
import { normalizeBaseUrl } from '../../lib/shared/urls/base-url';

// The service's and the sign-in provider's addresses are checked by the extension's own rule
// (lib/shared/urls/base-url.ts), so the kit refuses exactly what the extension would refuse
// when it reads the policy, with the same sentence, and follows any change to that rule.

type Catalogue = Record<string, { message: string }>;

/**
 * The extension words its refusals through `chrome.i18n` (lib/shared/i18n.ts), which Node has
 * not: outside a browser, answer from the English catalogue, with its `$1` substitutions.
 */
function ensureMessages(): void {
  const scope = globalThis as { chrome?: { i18n?: { getMessage?: unknown } } };
  if (typeof scope.chrome?.i18n?.getMessage === 'function') return;
  const file = new URL('../../public/_locales/en/messages.json', import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const getMessage = (key: string, substitutions?: string | string[]) => {
    const values = ([] as string[]).concat(substitutions ?? []);
    const text = catalogue[key]?.message ?? '';
    return text.replace(/\$([1-9])/g, (_, n: string) => values[Number(n) - 1] ?? '');
  };
  scope.chrome = { ...scope.chrome, i18n: { getMessage } };
}

/**
 * The address as the extension will use it (https; plain http only on this computer; no user
 * name or password; a pasted `/rest/api/v1` and trailing slash removed), or the extension's
 * sentence saying why it cannot be used.
 */
export function serviceAddress(text: string): { url: string } | { problem: string } {
  ensureMessages();
  try {
    return { url: normalizeBaseUrl(text) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}
