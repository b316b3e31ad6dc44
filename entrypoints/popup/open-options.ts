import { browser } from 'wxt/browser';

/** Opens the settings, where the person connects or reconnects. */
export const openOptions = () => void browser.runtime.openOptionsPage();
