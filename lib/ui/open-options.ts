import { ask } from './ask';

/**
 * Opens the settings page, where the person connects or reconnects. It asks the background
 * (the `openOptions` message) rather than calling `runtime.openOptionsPage` here, because the
 * page panel is a content script and cannot open it itself; extension pages go the same way,
 * so there is one. Never fails: when the worker cannot be reached there is nothing better to
 * show than the button still there to press again.
 */
export function openOptions(): Promise<void> {
  return ask('openOptions').then(
    () => undefined,
    () => undefined,
  );
}
