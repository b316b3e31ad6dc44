/**
 * Where the popup's page is shown: the toolbar popup (or a tab of its own), or the browser's
 * side panel (Chromium `side_panel`, Firefox `sidebar_action`). One page and one set of screens
 * for both; the side panel's HTML (entrypoints/sidepanel/index.html) names its place on its
 * root element, `data-place="side-panel"`, so the popup's boot and main scripts read it
 * synchronously. This module imports nothing: the boot script bundles it.
 */
export type Place = 'popup' | 'side-panel';

/** The place of the page this runs in. */
export function pagePlace(): Place {
  return document.documentElement.dataset.place === 'side-panel' ? 'side-panel' : 'popup';
}
