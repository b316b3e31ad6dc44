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
