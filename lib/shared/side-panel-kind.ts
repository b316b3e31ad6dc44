import { browser } from 'wxt/browser';

/**
 * Which side panel API this browser has (lib/shared/side-panel.ts opens it). Apart from the
 * opening, in the chunk every page's first frame shares (wxt.config.ts, `first-data`): the
 * popup's first screen asks it to offer "Open in side panel" and the options page to offer the
 * toolbar button's option, and with a module of its own both pages fetched one more file.
 */

/** What of Chromium's `sidePanel` the extension uses. */
interface ChromiumSidePanel {
  open(options: { windowId: number }): Promise<void>;
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
}

/** What of Firefox's `sidebarAction` the extension uses (absent from `wxt/browser`'s types). */
interface FirefoxSidebarAction {
  open(): Promise<void>;
  toggle(): Promise<void>;
}

interface SidePanelApis {
  sidePanel?: Partial<ChromiumSidePanel>;
  sidebarAction?: Partial<FirefoxSidebarAction>;
}

/** Which side panel API this browser has, if any. */
export type SidePanelKind = 'chromium' | 'firefox' | null;

/** The browser's side panel APIs, as far as the extension uses them. */
export function sidePanelApis(): SidePanelApis {
  return browser as unknown as SidePanelApis;
}

/**
 * The browser's side panel API: Chromium's `sidePanel`, Firefox's `sidebarAction`, or null
 * (an older browser, or a build without the side panel page, where nothing offers to open it).
 */
export function sidePanelKind(): SidePanelKind {
  const { sidePanel, sidebarAction } = sidePanelApis();
  if (typeof sidePanel?.open === 'function') return 'chromium';
  if (typeof sidebarAction?.open === 'function') return 'firefox';
  return null;
}
