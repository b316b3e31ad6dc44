import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ActiveTab } from '../active-tab';
import { forgetShown } from './use-followed-page-status';

/** The tab the side panel shows, and what changed it last. */
export interface FollowedTab {
  /** The window's active tab; undefined until the browser answers. */
  tab?: ActiveTab;
  /**
   * Counts the tab's navigations (and the person's permission changes): each one asks for the
   * page's status again, even when the tab stays the same.
   */
  visit: number;
  /** The `tabs` permission is granted: every tab's address can be read. */
  canReadTabs: boolean;
}

/** The one permission the side panel asks for, optional in the manifest (wxt.config.ts). */
const TABS_PERMISSION = { permissions: ['tabs' as const] };

/**
 * Follows the active tab of the window this page is in (the side panel's): a switch of tab
 * (`tabs.onActivated`, this window only: each window's panel follows its own), a navigation of
 * that tab (`tabs.onUpdated`: its new address with the `tabs` permission; without it, its load
 * completing), and the `tabs` permission being granted or removed. The listeners are the
 * page's own, on the browser's events, so they outlive a restart of the extension's worker.
 * `initial` is the tab the page was drawn for.
 */
export function useFollowedTab(initial?: ActiveTab): FollowedTab {
  const [state, setState] = useState<FollowedTab>({
    tab: initial,
    visit: 0,
    canReadTabs: false,
  });
  useEffect(() => {
    let live = true;
    let windowId: number | undefined;
    let tabId = initial?.id;
    // `again`: the page is asked about anew (a switch, a navigation); otherwise only what is
    // known of the same visit grows (its address, once the browser tells it).
    const show = (
      tab: { id?: number; url?: string } | undefined,
      again = true,
      canRead?: boolean,
    ) => {
      if (!live) return;
      tabId = tab?.id;
      setState((previous) => ({
        tab: tab && { id: tab.id, url: tab.url },
        visit: previous.visit + (again ? 1 : 0),
        canReadTabs: canRead ?? previous.canReadTabs,
      }));
    };
    const activeOfWindow = async () => {
      const [tab] = await browser.tabs.query({ active: true, windowId });
      return tab;
    };
    const onActivated = (info: { tabId: number; windowId: number }) => {
      if (info.windowId !== windowId) return;
      // Drawn at once with the id (the strip asks by id); the address follows when readable.
      show({ id: info.tabId });
      void browser.tabs.get(info.tabId).then(
        (tab) => tab.id === tabId && tab.url && show(tab, false),
        () => undefined,
      );
    };
    const onUpdated = (
      id: number,
      change: { url?: string; status?: string },
      tab: { id?: number; url?: string; windowId?: number },
    ) => {
      // Any tab that starts loading another page: what it showed last is no longer true.
      if (change.status === 'loading' || change.url !== undefined) forgetShown(id);
      if (id !== tabId || tab.windowId !== windowId) return;
      if (change.url !== undefined || change.status === 'complete') show(tab);
    };
    const onPermissions = () =>
      void Promise.all([browser.permissions.contains(TABS_PERMISSION), activeOfWindow()]).then(
        ([granted, tab]) => show(tab, true, granted),
        () => undefined,
      );
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(forgetShown);
    browser.permissions.onAdded.addListener(onPermissions);
    browser.permissions.onRemoved.addListener(onPermissions);
    void browser.windows.getCurrent().then((current) => {
      windowId = current.id;
      onPermissions();
    });
    return () => {
      live = false;
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(forgetShown);
      browser.permissions.onAdded.removeListener(onPermissions);
      browser.permissions.onRemoved.removeListener(onPermissions);
    };
  }, []);
  return state;
}

/**
 * Asks the browser for the `tabs` permission, so the side panel follows every tab. Called in
 * the person's click, before anything else is awaited (the browser requires the gesture).
 */
export function askToFollowTabs(): Promise<boolean> {
  return browser.permissions.request(TABS_PERMISSION).catch(() => false);
}
