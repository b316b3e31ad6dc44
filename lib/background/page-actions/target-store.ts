import * as z from 'zod/mini';
import { recordOf } from '../../shared/contract/formats';
import { defineValidatedItem } from '../../shared/storage/item';
import type { PageTarget, PageText, PanelView } from '../../shared/types/page';

const targetRecordSchema = z.object({
  target: z.object({
    url: z.string(),
    title: z.string(),
    kind: z.enum(['page', 'link']),
    selection: z.optional(z.string()),
  }),
  view: z.enum(['pin', 'collect']),
  /** What the page offered when the panel opened (read there once, clipped). */
  page: z.optional(z.object({ linkText: z.string(), description: z.string() })),
  /** The tab's address when the record was made: after navigating away it no longer applies. */
  pageUrl: z.string(),
  /** This opening's secret: the panel's frame takes its port only from a hello with it. */
  opening: z.optional(z.string()),
});

/** What the panel of one tab acts on, and which view was asked for. */
export type TargetRecord = z.infer<typeof targetRecordSchema>;

/**
 * The panel's target per tab (keyed by tab id). Session storage: it concerns open tabs only,
 * and is not readable by content scripts, which ask for it through `pageStatus`.
 */
export const panelTargets = defineValidatedItem<Record<string, TargetRecord>>(
  'session:panelTargets',
  { schema: recordOf(targetRecordSchema), fallback: {} },
);

/** The most of a page's title (or a link's text) kept: what the service accepts as a name. */
const TITLE_MAX = 500;
/** The most of a selection kept: it becomes a query, which the service takes up to 200. */
const SELECTION_MAX = 200;

/**
 * A target with the page's text clipped where it enters: a page controls its title, link texts
 * and selection, and may make them a megabyte long (the full text is kept nowhere).
 */
export function boundedTarget(target: PageTarget): PageTarget {
  const bounded: PageTarget = {
    url: target.url,
    title: target.title.slice(0, TITLE_MAX),
    kind: target.kind,
  };
  const selection = target.selection?.slice(0, SELECTION_MAX);
  if (selection) bounded.selection = selection;
  return bounded;
}

/** Records what the panel in `tabId` acts on, before the panel is injected. */
export async function recordTarget(
  tabId: number,
  target: PageTarget,
  view: PanelView,
  pageUrl: string,
  page: PageText,
  opening?: string,
): Promise<void> {
  const all = await panelTargets.get();
  const bounded = boundedTarget(target);
  // A link's title is most often its text, which the page offered too: held once, as the
  // title (the panel shows the page's link text, or else the title). `page` is the caller's.
  if (page.linkText === bounded.title) page.linkText = '';
  all[tabId] = { target: bounded, view, pageUrl, page, ...(opening ? { opening } : {}) };
  await panelTargets.set(all);
}

/**
 * The recorded target of a tab, or null when there is none or (with `currentPageUrl`) the tab
 * has since moved to another address (the old record then describes a page that is gone). The
 * page panel reads its record without an address: what it showed is what it acts on.
 */
export async function readTarget(
  tabId: number,
  currentPageUrl: string | undefined,
): Promise<TargetRecord | null> {
  const record = (await panelTargets.get())[tabId];
  if (!record) return null;
  if (currentPageUrl && record.pageUrl !== currentPageUrl) return null;
  return record;
}

/** Forgets a closed tab's target. */
export async function forgetTarget(tabId: number): Promise<void> {
  const all = await panelTargets.get();
  if (!(tabId in all)) return;
  delete all[tabId];
  await panelTargets.set(all);
}
