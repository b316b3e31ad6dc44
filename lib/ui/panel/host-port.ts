import { browser } from 'wxt/browser';
import type { HostState } from '../../shared/storage/panel-host';

/**
 * Follows what the content script that placed this frame says of it: its key in
 * `storage.local`, named by the frame's browsing-context name (lib/shared/storage/panel-host.ts).
 * Each state is handed on as read: anything but `true` reads as false (not visible, not moved),
 * and one older than the last taken is dropped (the first read may answer after a change).
 * Until a state says visible, the click guard, where it relies on this, refuses every click.
 */
export function listenToHost(onState: (state: Omit<HostState, 'at'>) => void): void {
  const key = window.name;
  let last = 0;
  const take = (value: unknown) => {
    const state = value as Partial<HostState> | undefined;
    if (!state || !((state.at as number) >= last)) return;
    last = state.at as number;
    onState({ visible: state.visible === true, moved: state.moved === true });
  };
  browser.storage.onChanged.addListener((changes) => take(changes[key]?.newValue));
  browser.storage.local.get(key).then((stored) => take(stored[key]));
}
