/**
 * The toolbar popup's address names the connection in use (its `scope`, which changes with the
 * service, token or identity): the worker keeps the action's popup at `popupPath(scope)`
 * (lib/background/popup-address.ts), and the popup reads the scope back from its own address,
 * synchronously, before it draws the first screen it kept for that connection in its own page
 * storage (lib/ui/first-screen-mirror.ts). A first screen kept for another connection is never
 * drawn, whatever the page storage holds.
 */
const SCOPE_PARAM = 'scope';

/**
 * The popup's path for the connection `scope`, as the action's popup is set to it. Scopes are
 * UUIDs (`newScope`); one that is not address-safe (a value edited in storage) does not read
 * back equal, which only costs the popup its copy: it then opens from `storage.local`.
 */
export function popupPath(scope: string): string {
  return `popup.html?${SCOPE_PARAM}=${scope}`;
}

/**
 * The side panel's path for the connection `scope`: the popup's page in another place
 * (entrypoints/sidepanel/index.html), which reads its scope back the same way.
 */
export function sidePanelPath(scope: string): string {
  return `sidepanel.html?${SCOPE_PARAM}=${scope}`;
}

/** The scope named in a popup address's query (`location.search`), or null when there is none. */
export function popupScope(search: string): string | null {
  return new URLSearchParams(search).get(SCOPE_PARAM) || null;
}
