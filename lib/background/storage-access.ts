import { browser } from 'wxt/browser';

/**
 * Makes `storage.local` and `storage.sync` readable only by the extension's own pages and its
 * worker, where the browser allows it (Chromium: `setAccessLevel` per area), so a content
 * script of ours, in a page whose renderer is compromised, reads no kept input, outbox or cache.
 * `storage.session` is trusted-only by default in both browsers. Firefox offers `setAccessLevel`
 * for `storage.session` only (docs/security.md): there it is absent, or refuses, and nothing
 * changes. Called at every worker start; the browser keeps the level between starts.
 */
export function restrictStorageToExtension(): void {
  for (const area of [browser.storage.local, browser.storage.sync]) {
    // Optional: Firefox's local and sync areas have no such method, and a browser that has it
    // but refuses (or throws at once) must not stop the worker's start.
    try {
      area?.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
    } catch {
      // As refused: the area stays as the browser has it.
    }
  }
}
