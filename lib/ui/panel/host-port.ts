import { browser } from 'wxt/browser';
import type { HostState } from '../../shared/storage/panel-host';

/**
 * Follows what the content script that placed this frame says of it: its key in
 * `storage.local`, named by the frame's browsing-context name (lib/shared/storage/panel-host.ts).
 * Each state is handed on as read, anything but `true` read as false (not visible, not moved).
 * Until a state says visible, the click guard, where it relies on this, refuses every click.
 */
export function listenToHost(onState: (state: Omit<HostState, 'at'>) => void): void {
  const key = window.name;
  const take = (value: unknown) => {
    const state = value as Partial<HostState> | undefined;
    if (state) onState({ visible: state.visible === true, moved: state.moved === true });
  };
  browser.storage.onChanged.addListener((changes) => take(changes[key]?.newValue));
  browser.storage.local.get(key).then((stored) => take(stored[key]));
}
