import { browser } from 'wxt/browser';
import { connectionSettings } from '../shared/storage/connection-settings';
import { popupPath } from '../shared/urls/popup-address';

/**
 * Keeps the toolbar popup's address naming the connection in use (lib/shared/urls/
 * popup-address.ts): set whenever the worker starts (the browser forgets it on restart) and
 * whenever the connection settings are written. A popup opened before it is set, or in a tab
 * of its own, has no scope in its address and opens from `storage.local` instead.
 */
export function followPopupScope(): void {
  const show = ({ scope }: { scope: string }) =>
    browser.action.setPopup({ popup: popupPath(scope) }).catch(() => undefined);
  void connectionSettings.get().then(show);
  connectionSettings.watch(show);
}
