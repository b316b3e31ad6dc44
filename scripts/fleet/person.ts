/**
 * The person at a simulated browser: a working day of popup openings, page statuses, pins and
 * collection edits at stated rates (a Poisson process each), each done as the popup or the page
 * panel does it, through the extension's messages.
 */
import { canAddTo } from '../../lib/shared/collection-rights';
import type { Collection } from '../../lib/shared/contract';
import type { ReadEntry } from '../../lib/shared/messages/messenger';
import type { CollectionList, PageStatus } from '../../lib/shared/types/page';
import { editWrite, itemName } from '../../lib/ui/collections/requests';
import { inviteKey } from '../../lib/ui/hooks/invite-key';
import type { SimBrowser } from './browser';

const HOUR = 3_600_000;

/** What one person does per working hour, on average. */
export const RATES_PER_HOUR = {
  /** The toolbar popup: the feed, this page's strip, the connection and Invite. */
  popup: 6,
  /** The page panel opened on a page (its status, no picker). */
  status: 2,
  /** A page pinned from the panel. */
  pin: 0.25,
  /** A page added to a collection from the panel's collect view (the picker). */
  collect: 0.5,
  /** An item's description changed in the Collections tab (what it shows kept when offline). */
  edit: 0.5,
} as const;

export type ActionKind = keyof typeof RATES_PER_HOUR;

/** One thing the person does, at a time, on a page. */
export interface PlannedAction {
  at: number;
  kind: ActionKind;
  url: string;
}

/** A write the person asked for, tagged so the service's log can tell when it landed. */
export interface AskedWrite {
  tag: string;
  at: number;
  /** The outcome's state when the panel was answered (done, pending, paused, failed). */
  state: string;
}

/** Plans a working day [from, to) at `rates`; pages are the company's documents mostly. */
export function planDay(
  random: () => number,
  from: number,
  to: number,
  documentUrls: readonly string[],
  rates: Record<ActionKind, number> = RATES_PER_HOUR,
): PlannedAction[] {
  const page = () =>
    random() < 0.8
      ? (documentUrls[Math.floor(random() * documentUrls.length)] as string)
      : `https://www.example.org/article-${Math.floor(random() * 10_000)}`;
  const planned: PlannedAction[] = [];
  for (const kind of Object.keys(rates) as ActionKind[]) {
    const perMs = rates[kind] / HOUR;
    if (perMs <= 0) continue;
    for (let at = from - Math.log(1 - random()) / perMs; at < to; ) {
      planned.push({ at: Math.round(at), kind, url: page() });
      at += -Math.log(1 - random()) / perMs;
    }
  }
  return planned.sort((a, b) => a.at - b.at);
}

type Answer = { ok: boolean; value?: unknown };

/** A person reads what is shown before choosing: 2 to 15 seconds. */
function think(browser: SimBrowser, random: () => number): Promise<void> {
  return browser.advanceTo(Date.now() + 2_000 + Math.round(random() * 13_000));
}

/** What a person's Collections tab last showed: it draws the kept reads when the service fails. */
export interface Seen {
  list?: Collection[];
  collections: Map<number, Collection>;
}

/** The Collections tab: the list, a collection, and an item's description changed there. */
async function editInCollections(
  browser: SimBrowser,
  tag: string,
  random: () => number,
  seen: Seen,
): Promise<Answer | undefined> {
  const list = await browser.fromPopup('read', { kind: 'collections' });
  if (list.ok) seen.list = (list.value as ReadEntry<'collections'>).value.collections ?? [];
  const editable = (seen.list ?? []).filter((c) => canAddTo(c) && (c.itemCount ?? 0) > 0);
  // People work in a few collections of their own: mostly one opened before.
  const known = [...seen.collections.values()];
  const from = known.length > 0 && random() < 0.7 ? known : editable;
  const picked = from[Math.floor(random() * from.length)];
  if (!picked) return undefined;
  const read = await browser.fromPopup('read', { kind: 'collection', id: picked.id });
  const fresh = read.ok ? (read.value as ReadEntry<'collection'>).value.collection : undefined;
  if (fresh) seen.collections.set(picked.id, fresh);
  const collection = seen.collections.get(picked.id);
  const items = (collection?.items ?? []).filter((item) => item.itemId);
  const item = items[Math.floor(random() * items.length)];
  if (!collection || !item?.itemId) return undefined;
  await think(browser, random);
  const target = { collectionId: collection.id, collectionName: collection.name };
  const changes = { name: item.name ?? '', description: tag };
  return browser.fromPopup('write', editWrite(target, item.itemId, changes, itemName(item)));
}

/** The panel's collect view: the kept list at once, read anew when stale (use-collection-choices). */
async function collectionChoices(browser: SimBrowser): Promise<Collection[]> {
  let list = await browser.fromPanel('collectionChoices', {});
  if (list.ok && (list.value as CollectionList).stale) {
    list = await browser.fromPanel('collectionChoices', { refresh: true });
  }
  return list.ok ? (list.value as CollectionList).collections : [];
}

/**
 * Does one planned action as the popup or the panel does it (after a write that did not fail,
 * the panel reads the page's status again, and the collect view its list); answers the write it
 * asked for, if any.
 */
export async function act(
  browser: SimBrowser,
  action: PlannedAction,
  tag: string,
  random: () => number,
  seen: Seen,
): Promise<AskedWrite | undefined> {
  await browser.visit(action.url);
  if (action.kind === 'edit')
    return asked(tag, action, await editInCollections(browser, tag, random, seen));
  if (action.kind === 'popup') {
    await Promise.all([
      browser.fromPopup('read', { kind: 'feed' }),
      browser.fromPopup('pageStatus', { tabId: browser.tabId }),
      browser.fromPopup('getConnection'),
      browser.fromPopup('read', inviteKey()),
    ]);
    return undefined;
  }
  const status = await browser.fromPanel('pageStatus', {});
  const page = status.ok ? (status.value as PageStatus) : null;
  let outcome: Answer | undefined;
  if (action.kind === 'pin' && page?.document) {
    await think(browser, random);
    outcome = await browser.fromPanel('pinPage', { queries: [tag] });
  }
  if (action.kind === 'collect' && page) {
    const held = new Set(page.holders.map((holder) => holder.id));
    const open = (await collectionChoices(browser)).filter((c) => canAddTo(c) && !held.has(c.id));
    const choice = open[Math.floor(random() * open.length)];
    if (choice) {
      await think(browser, random);
      outcome = await browser.fromPanel('addPageToCollection', {
        collectionId: choice.id,
        description: tag,
      });
    }
  }
  const write = asked(tag, action, outcome);
  if (write && write.state !== 'failed' && write.state !== 'refused') {
    await browser.fromPanel('pageStatus', {});
    if (action.kind === 'collect') await collectionChoices(browser);
  }
  return write;
}

function asked(tag: string, action: PlannedAction, outcome?: Answer): AskedWrite | undefined {
  if (!outcome) return undefined;
  const state = outcome.ok ? String((outcome.value as { state?: string }).state) : 'refused';
  return { tag, at: action.at, state };
}
