/**
 * The person at a simulated browser: a working day of popup openings, page statuses, pins and
 * collection edits at stated rates (a Poisson process each), each done as the popup or the page
 * panel does it, through the extension's messages.
 */
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

interface Choice {
  collection: { id: number };
  canAdd: boolean;
  containsTarget: boolean;
}

/** Does one planned action; answers the write it asked for, if any. */
export async function act(
  browser: SimBrowser,
  action: PlannedAction,
  tag: string,
  random: () => number,
): Promise<AskedWrite | undefined> {
  await browser.visit(action.url);
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
  const page = status.ok ? (status.value as { document: unknown; collections?: Choice[] }) : null;
  if (action.kind === 'pin' && page?.document) {
    const outcome = await browser.fromPanel('pinPage', { queries: [tag] });
    return asked(tag, action.at, outcome);
  }
  if (action.kind === 'collect' && page) {
    const open = (page.collections ?? []).filter((c) => c.canAdd && !c.containsTarget);
    const choice = open[Math.floor(random() * open.length)];
    if (!choice) return undefined;
    const outcome = await browser.fromPanel('addPageToCollection', {
      collectionId: choice.collection.id,
      description: tag,
    });
    return asked(tag, action.at, outcome);
  }
  return undefined;
}

function asked(tag: string, at: number, outcome: { ok: boolean; value?: unknown }): AskedWrite {
  const state = outcome.ok ? String((outcome.value as { state?: string }).state) : 'refused';
  return { tag, at, state };
}
