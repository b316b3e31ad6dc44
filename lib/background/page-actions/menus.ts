import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { errorNotice, outcomeNotice } from '../../shared/notices';
import { openSidePanel } from '../../shared/side-panel';
import { sidePanelKind } from '../../shared/side-panel-kind';
import type { PageTarget, PanelView } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import { addTargetToCollection } from './actions';
import { openPanel, pageTarget, type TabInfo } from './open-panel';
import { type RecentCollection, recentCollections } from './recent';
import { boundedTarget } from './target-store';

/** How many recent collections the menu offers directly (menus get unwieldy beyond this). */
const MENU_RECENT_LIMIT = 5;

/** Ids of the menu entries; a recent collection is `<parent>:<collection id>`. */
export const MENU_IDS = {
  pinPage: 'wk-pin-page',
  collectPage: 'wk-collect-page',
  pinLink: 'wk-pin-link',
  collectLink: 'wk-collect-link',
  pinSelection: 'wk-pin-selection',
  openSidePanel: 'wk-open-side-panel',
} as const;

const CHOOSE = 'choose';

/** Where an entry appears (`action`: the toolbar button's own context menu). */
type MenuContext = 'page' | 'link' | 'selection' | 'action';

/** One entry to create, as `contextMenus.create` takes it. */
export interface MenuItem {
  id: string;
  title: string;
  contexts: [MenuContext];
  parentId?: string;
}

/** Menu titles are plain text; very long collection names are shortened. */
function menuTitle(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length > 60 ? `${clean.slice(0, 59)}…` : clean;
}

/**
 * The context menu: for a page and for a link, "Pin … for queries…" and "Add … to a
 * collection" with the recent collections as direct entries plus "Choose…"; for a selection,
 * "Pin this page for “<selection>”" (`%s` is the browser's placeholder for the selection);
 * on the toolbar button, "Open in side panel" where the browser has a side panel.
 */
export function buildMenuItems(recent: RecentCollection[], sidePanel = false): MenuItem[] {
  const items: MenuItem[] = [];
  if (sidePanel) {
    items.push({ id: MENU_IDS.openSidePanel, title: t('sidePanelOpen'), contexts: ['action'] });
  }
  const shown = recent.slice(0, MENU_RECENT_LIMIT);
  const groups = [
    {
      context: 'page' as const,
      pin: [MENU_IDS.pinPage, t('pageActionsMenuPinPage')],
      collect: [MENU_IDS.collectPage, t('pageActionsMenuCollectPage')],
    },
    {
      context: 'link' as const,
      pin: [MENU_IDS.pinLink, t('pageActionsMenuPinLink')],
      collect: [MENU_IDS.collectLink, t('pageActionsMenuCollectLink')],
    },
  ];
  for (const { context, pin, collect } of groups) {
    const [pinId, pinTitle] = pin as [string, string];
    const [collectId, collectTitle] = collect as [string, string];
    items.push({ id: pinId, title: pinTitle, contexts: [context] });
    items.push({ id: collectId, title: collectTitle, contexts: [context] });
    for (const collection of shown) {
      items.push({
        id: `${collectId}:${collection.id}`,
        title: menuTitle(collection.name),
        contexts: [context],
        parentId: collectId,
      });
    }
    items.push({
      id: `${collectId}:${CHOOSE}`,
      title: t('pageActionsMenuChoose'),
      contexts: [context],
      parentId: collectId,
    });
  }
  items.push({
    id: MENU_IDS.pinSelection,
    title: t('pageActionsMenuPinSelection'),
    contexts: ['selection'],
  });
  return items;
}

let building: Promise<void> = Promise.resolve();

/**
 * (Re)builds the context menu from the recent collections. Calls are serialised: two rebuilds
 * at once would create the same ids twice.
 */
export function createPageActionMenus(): Promise<void> {
  building = building.then(async () => {
    await browser.contextMenus.removeAll();
    const items = buildMenuItems(await recentCollections.get(), sidePanelKind() !== null);
    for (const item of items) {
      await new Promise<void>((resolve) => {
        browser.contextMenus.create(item, () => {
          // Reading lastError marks it handled; a failed entry must not stop the others.
          void browser.runtime.lastError;
          resolve();
        });
      });
    }
  });
  return building.catch(() => {});
}

/**
 * What a menu click or shortcut did: opened the page panel or the side panel, or told the
 * person an outcome.
 */
export type ActionResult =
  | { panel: PanelView; target: PageTarget }
  | { sidePanel: true }
  | { feedback: Notice };

/** What a click on a context-menu entry tells the handler (a subset of the browser's data). */
export interface MenuClick {
  menuItemId: string | number;
  linkUrl?: string;
  linkText?: string;
  selectionText?: string;
  pageUrl?: string;
}

async function tell(ctx: BackgroundContext, feedback: Notice): Promise<ActionResult> {
  try {
    await ctx.notify(feedback);
  } catch (error) {
    // The notification itself failed (notifications blocked, icon unavailable): nothing else
    // can reach the person from here, so at least leave the sentence where it can be found.
    console.warn('Workplace Knowledge:', feedback.message, error);
  }
  return { feedback };
}

/**
 * Waits for the side panel the caller opened (synchronously, inside the gesture) and tells
 * the person in words when the browser refused.
 */
export async function sidePanelOrExplain(
  ctx: BackgroundContext,
  opening: Promise<void>,
): Promise<ActionResult> {
  try {
    await opening;
    return { sidePanel: true };
  } catch (error) {
    console.warn('Workplace Knowledge: the side panel did not open', error);
    return tell(ctx, { tone: 'error', message: t('sidePanelOpenFailed') });
  }
}

/** Opens the panel, or tells the person why it cannot open. */
export async function openOrExplain(
  ctx: BackgroundContext,
  tab: TabInfo,
  target: () => PageTarget,
  view: PanelView,
): Promise<ActionResult> {
  try {
    const resolved = target();
    await openPanel(tab, resolved, view);
    return { panel: view, target: resolved };
  } catch (error) {
    return tell(ctx, errorNotice(error));
  }
}

function linkTarget(click: MenuClick): PageTarget {
  const url = click.linkUrl ?? '';
  return boundedTarget({ url, title: click.linkText?.trim() || url, kind: 'link' });
}

/**
 * Handles a click on one of the extension's context-menu entries. The link entries act on the
 * link's target, never on the page around it; a recent collection is added to at once, with
 * the outcome shown as a notification.
 */
export async function handleMenuClick(
  ctx: BackgroundContext,
  click: MenuClick,
  tab: TabInfo | undefined,
): Promise<ActionResult | null> {
  const id = String(click.menuItemId);
  if (id === MENU_IDS.openSidePanel) {
    // Before this function's first `await`: still inside the click's turn (see side-panel.ts).
    return sidePanelOrExplain(ctx, openSidePanel(tab?.windowId));
  }
  // The page address the browser reports with the click is as good as the tab's.
  const page: TabInfo = { ...tab, url: tab?.url ?? click.pageUrl };
  if (id === MENU_IDS.pinPage) return openOrExplain(ctx, page, () => pageTarget(page), 'pin');
  if (id === MENU_IDS.pinLink) return openOrExplain(ctx, page, () => linkTarget(click), 'pin');
  if (id === MENU_IDS.pinSelection) {
    return openOrExplain(ctx, page, () => pageTarget(page, click.selectionText), 'pin');
  }
  const match = /^(wk-collect-page|wk-collect-link):(.+)$/.exec(id);
  if (!match) return null;
  const isLink = match[1] === MENU_IDS.collectLink;
  const target = () => (isLink ? linkTarget(click) : pageTarget(page));
  if (match[2] === CHOOSE) return openOrExplain(ctx, page, target, 'collect');
  const collectionId = Number(match[2]);
  if (!Number.isInteger(collectionId)) return null;
  try {
    const resolved = target();
    const outcome = await addTargetToCollection(ctx, resolved, collectionId);
    // Adding refreshed the remembered name from the service.
    const name = (await recentCollections.get()).find((entry) => entry.id === collectionId)?.name;
    return tell(ctx, outcomeNotice(outcome, t('pageActionsAddedTo', name ?? String(collectionId))));
  } catch (error) {
    return tell(ctx, errorNotice(error));
  }
}
