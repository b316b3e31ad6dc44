import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { poll } from './driver';
import type { XDisplay } from './x-display';

const run = promisify(execFile);

/**
 * The browsers' own notification windows on a private X display (support/x-display.ts), where
 * a test clicks them as a person does. Neither Playwright nor WebDriver BiDi reaches a system
 * notification; but with no notification service on D-Bus, both browsers draw their own:
 * - Chromium, its message center's popup (Chromium's source: the message center is the
 *   "fallback bridge for mac OS and Linux", chrome/browser/notifications/
 *   notification_platform_bridge_message_center.h; notification_platform_bridge_linux.cc
 *   talks to org.freedesktop.Notifications on the session bus). The test runs
 *   Chromium with no session bus (`NO_SESSION_BUS`), so that a machine with a notification
 *   daemon draws the same window (not tried: the machine this was written on has none). The popup is an X window of type _NET_WM_WINDOW_TYPE_NOTIFICATION,
 *   360 px wide, in the screen's bottom right corner, its buttons in a row along its bottom.
 * - Firefox, its alert window (chrome://global/content/alerts/alert.xhtml) when the pref
 *   `alerts.useSystemBackend` is false (`FIREFOX_ALERT_PREFS`), X class "Alert".
 */

/**
 * The environment that keeps Chromium off any session bus: `DBUS_SESSION_BUS_ADDRESS` naming
 * no bus. (`--disable-features=NativeNotifications,SystemNotifications`
 * would do too, chrome/common/chrome_features.cc, but Playwright passes its own
 * `--disable-features` list, and of a switch given twice base::CommandLine keeps the last.)
 */
export const NO_SESSION_BUS = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' };

/** Firefox's prefs for its own alert window instead of the system's notifications. */
export const FIREFOX_ALERT_PREFS = { 'alerts.useSystemBackend': false };

/** A notification window: its X id and where it is on the screen. */
export interface NotificationWindow {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function xdo(display: XDisplay, args: string[]): Promise<string> {
  const env = { ...process.env, DISPLAY: display.name };
  return (await run('xdotool', args, { env, timeout: 10_000 })).stdout;
}

async function properties(display: XDisplay, id: string): Promise<string> {
  const env = { ...process.env, DISPLAY: display.name };
  return (await run('xprop', ['-id', id], { env, timeout: 10_000 }).catch(() => ({ stdout: '' })))
    .stdout;
}

/** Whether an X window is a browser's notification, by what the browsers mark them with. */
const isNotification = (props: string) =>
  /_NET_WM_WINDOW_TYPE\(ATOM\) = _NET_WM_WINDOW_TYPE_NOTIFICATION/.test(props) ||
  /WM_CLASS\(STRING\) = "Alert"/.test(props);

async function geometry(display: XDisplay, id: string): Promise<NotificationWindow> {
  const shell = await xdo(display, ['getwindowgeometry', '--shell', id]);
  const value = (name: string) => Number(new RegExp(`^${name}=(-?\\d+)$`, 'm').exec(shell)?.[1]);
  return { id, x: value('X'), y: value('Y'), width: value('WIDTH'), height: value('HEIGHT') };
}

/** How long a notification window must keep its place before it is clicked. */
const STILL_MS = 300;

/**
 * Waits for a browser's notification window to show on `display`, and answers it once it
 * stands still: Chromium slides its popup in from the screen's right edge (seen at x 1092,
 * then 939, then 910), so a click at once lands beside the button it aims at.
 */
export function notificationWindow(
  display: XDisplay,
  timeoutMs = 90_000,
): Promise<NotificationWindow> {
  let last: NotificationWindow | undefined;
  let since = 0;
  return poll(
    'a notification window on the X display, standing still',
    async () => {
      const ids = (await xdo(display, ['search', '--onlyvisible', '--name', '.*']).catch(() => ''))
        .split('\n')
        .filter(Boolean);
      for (const id of ids) {
        if (!isNotification(await properties(display, id))) continue;
        const found = await geometry(display, id);
        if (found.width < 100 || found.height < 50) continue;
        if (JSON.stringify(found) !== JSON.stringify(last)) {
          last = found;
          since = Date.now();
          return undefined;
        }
        return Date.now() - since >= STILL_MS ? found : undefined;
      }
      last = undefined;
      return undefined;
    },
    timeoutMs,
  );
}

/** Clicks the left mouse button at a point of the screen, as a person's mouse does. */
export async function clickAt(display: XDisplay, at: { x: number; y: number }): Promise<void> {
  const [x, y] = [at.x, at.y].map((value) => String(Math.round(value))) as [string, string];
  await xdo(display, ['mousemove', '--sync', x, y, 'click', '1']);
}

/**
 * Where Chromium's message center draws a notification's `index`th button (0: the first),
 * measured on Chromium 156 at scale 1 with English titles "PREPARE" and "JOIN": a row along
 * the popup's bottom, 27 px above its lower edge, buttons from the left at 56 and 142 px
 * (centres of their labels). A click elsewhere is the notification's body (onClicked), which
 * the tests tell apart by the index the browser reports (onButtonClicked).
 */
export function chromiumButton(window: NotificationWindow, index: 0 | 1): { x: number; y: number } {
  return { x: window.x + (index === 0 ? 56 : 142), y: window.y + window.height - 27 };
}

/** A point of Firefox's alert window's body (its text, clear of the close button). */
export function firefoxAlertBody(window: NotificationWindow): { x: number; y: number } {
  return { x: window.x + window.width / 2, y: window.y + window.height * 0.6 };
}
