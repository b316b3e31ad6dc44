import { browser } from 'wxt/browser';
import { serviceOrigin } from '../../shared/urls/base-url';
import { originPattern } from '../../shared/urls/origin';

/**
 * True when the browser lets the extension send requests to this service address. It asks
 * about the pattern the settings page requested for it (no port: Firefox matches no request
 * with a port in a pattern), so the answer holds in both browsers; only a real request
 * (`probeService`) proves the service answers.
 */
export async function hasHostPermission(serviceUrl: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({
      origins: [originPattern(serviceOrigin(serviceUrl))],
    });
  } catch {
    return false;
  }
}

/**
 * Gives back the host access of every origin the extension no longer uses (an earlier service
 * address), so a switch of service does not leave the old one reachable forever. Only once
 * `works()` says the connection in force answers: after a failed switch the old origin stays,
 * so going back still works. Never touches `inUse` nor what the manifest itself grants (the
 * browser refuses that, and the build needs it). Answers the patterns removed.
 */
export async function releaseStaleOrigins(
  inUse: readonly string[],
  works: () => Promise<boolean>,
): Promise<string[]> {
  const keep = new Set(inUse.map(originPattern));
  let granted: string[];
  let required: string[];
  try {
    granted = (await browser.permissions.getAll()).origins ?? [];
    const manifest = browser.runtime.getManifest();
    // Manifest V2 (Firefox) lists required hosts among `permissions`.
    required = [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])].filter(
      (entry) => entry.includes('://') || entry === '<all_urls>',
    );
  } catch {
    // No permissions API (an old or test browser): nothing can be given back.
    return [];
  }
  const stale = granted.filter(
    (pattern) => !keep.has(pattern) && !required.some((wide) => covers(wide, pattern)),
  );
  if (stale.length === 0 || !(await works())) return [];
  try {
    await browser.permissions.remove({ origins: stale });
  } catch {
    // Removing is housekeeping: a refusal leaves the access as it was, the save stands.
    return [];
  }
  return stale;
}

/**
 * True when the manifest's match pattern `wide` (`http://127.0.0.1/*`, `https://*.x.com/*`,
 * `<all_urls>`) already grants the origin pattern `pattern`. Match patterns ignore the port.
 */
function covers(wide: string, pattern: string): boolean {
  if (wide === '<all_urls>') return true;
  // `scheme://host[:port]/path` splits into [scheme, host[:port], ...].
  const [wScheme, wHost = ''] = wide.split(/:\/\/|\//);
  const [pScheme, pHost = ''] = pattern.split(/:\/\/|\//);
  const host = pHost.replace(/:\d+$/, '');
  return (
    (wScheme === '*' || wScheme === pScheme) &&
    (wHost === '*' ||
      wHost.replace(/:\d+$/, '') === host ||
      // `*.x.com` grants x.com and every name under it.
      (wHost.startsWith('*.') && `.${host}`.endsWith(wHost.slice(1))))
  );
}
