import { browser } from 'wxt/browser';
import { originPattern } from '../../shared/urls/origin';

/** True when the browser lets the extension reach this origin. */
export async function hasHostPermission(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPattern(origin)] });
  } catch {
    return false;
  }
}
