/**
 * Every permission and host pattern a build of the extension may declare, with the one
 * sentence that says why it is needed. `npm run permissions` prints it for each build, and
 * tests/unit/scripts/permissions.test.ts fails when a build declares something with no row
 * here: a new permission needs a reason a reviewer can read before it ships.
 */
export interface PermissionRow {
  /** The manifest's spelling: a permission name, or a host pattern. */
  name: string;
  why: string;
}

/** API permissions (`permissions`, `optional_permissions`). */
export const PERMISSION_ROWS: PermissionRow[] = [
  {
    name: 'storage',
    why: 'Keeps the connection settings, the queue of changes not yet sent, short-lived copies of what was read, and input typed but not sent, on this device.',
  },
  {
    name: 'alarms',
    why: 'Wakes the worker to send queued changes, renew a sign-in, show a meeting reminder, and delete typed input a day old.',
  },
  {
    name: 'contextMenus',
    why: 'Adds "Pin this page" and "Add to collection" to the page’s right-click menu.',
  },
  {
    name: 'activeTab',
    why: 'Reads the address and title of the tab the person acts on, only when they click the toolbar button, a menu item or a shortcut.',
  },
  {
    name: 'scripting',
    why: 'Places the page panel in the tab the person acted on (with activeTab: that tab only, at that moment).',
  },
  {
    name: 'notifications',
    why: 'Says the outcome of a menu or shortcut action, and shows a meeting’s reminder, on any page.',
  },
  {
    name: 'identity',
    why: 'Opens the company sign-in’s window (launchWebAuthFlow) and gives its redirect address.',
  },
  {
    name: 'sidePanel',
    why: 'Chromium’s side panel (added by WXT for the side panel page): the popup’s screens beside the page.',
  },
  {
    name: 'tabs',
    why: 'Optional, asked by the side panel’s one button: lets the side panel follow the window’s active tab. Never required.',
  },
];

/** Where a host pattern is the service's (or the sign-in provider's) origin and nothing else. */
const ONE_ORIGIN_ROW: PermissionRow = {
  name: '<the service’s origin>',
  why: 'The company’s Knowledge Service (and its sign-in provider), preset in a self-hosted build: the only sites the extension talks to.',
};

/** Host patterns (`host_permissions`, `optional_host_permissions`). */
export const HOST_ROWS: PermissionRow[] = [
  {
    name: 'https://*/*',
    why: 'Optional, store build only: lets the settings page ask, on the person’s click, for the one https origin of their service and sign-in provider. Nothing else is ever asked.',
  },
  {
    name: 'http://*/*',
    why: 'Optional, store build only: the same for a service on this computer (http is refused for any other host).',
  },
  {
    name: 'http://127.0.0.1/*',
    why: 'Test and demo builds only: the reference service on this computer, reached without a prompt a headless test cannot answer.',
  },
  {
    name: 'http://localhost/*',
    why: 'Test and demo builds only: the same as http://127.0.0.1/*.',
  },
];

/** True for a host pattern that names one origin: no wildcard in its scheme or host. */
function isOneOriginPattern(pattern: string): boolean {
  return /^https:\/\/[^*/]+\/\*$/.test(pattern);
}

/** The row that explains `name` (a permission or a host pattern), or undefined. */
export function rowFor(name: string, kind: 'permission' | 'host'): PermissionRow | undefined {
  if (kind === 'permission') return PERMISSION_ROWS.find((row) => row.name === name);
  const row = HOST_ROWS.find((entry) => entry.name === name);
  return row ?? (isOneOriginPattern(name) ? ONE_ORIGIN_ROW : undefined);
}
