import { findChromium } from '../../../scripts/find-chromium.mjs';

/**
 * The Chromium to drive. Browser tests never skip silently: without a browser they fail with
 * a sentence that says how to get one.
 */
export function requireChromium(): string {
  const { path, problem } = findChromium();
  if (path) return path;
  throw new Error(`The browser tests need a Chromium. ${problem}`);
}

/**
 * Flags for a headless Chromium on a machine without network access. Without the networking
 * flags Chromium keeps dialling hosts it cannot reach; `--disable-extensions-except` is what
 * lets an unpacked extension load next to Playwright's own `--disable-extensions`.
 */
export function chromiumArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}
