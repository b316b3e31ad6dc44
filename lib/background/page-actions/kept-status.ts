import * as z from 'zod/mini';
import { pinSchema } from '../../shared/contract/pin';
import type { ApiClient } from '../api/client';
import { connectionSettings } from '../../shared/storage/connection-settings';
import { defineValidatedItem } from '../../shared/storage/item';
import type { PageStatus, PageTarget } from '../../shared/types/page';
import { normalizePageUrl } from './urls';

/** How long a page's status is answered from what is kept, without asking the service. */
export const KEPT_STATUS_MS = 5 * 60_000;

/** The most pages whose status is kept (the oldest kept goes first). */
export const KEPT_STATUS_PAGES = 100;

const keptEntrySchema = z.object({
  /** The connection the status was read for (its scope): another connection's is never used. */
  scope: z.string(),
  /** When the service answered (Unix milliseconds). */
  at: z.number(),
  status: z.object({
    // A union with the null literal, not z.nullable: the worker's only other nullable went, and
    // its code with it (the union and literals are there anyway).
    document: z.union([
      z.literal(null),
      z.object({
        id: z.string(),
        title: z.optional(z.string()),
        url: z.optional(z.string()),
        datasource: z.optional(z.string()),
      }),
    ]),
    pins: z.union([z.literal('unknown'), z.array(pinSchema)]),
    holders: z.array(z.object({ id: z.number(), name: z.string() })),
    checked: z.enum(['all', 'unknown']),
  }),
});

type KeptEntry = z.infer<typeof keptEntrySchema>;

/**
 * The copy that survives a worker restart (the worker stops after 30 s idle while the side
 * panel stays open), in `storage.session`: the browser's memory, gone when it closes. Read
 * entry by entry: a malformed one is left out, the rest kept.
 */
const keptStatuses = defineValidatedItem<Record<string, KeptEntry>>('session:keptPageStatus', {
  read: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).flatMap(([url, entry]) => {
      const parsed = keptEntrySchema.safeParse(entry);
      return parsed.success ? [[url, parsed.data] as const] : [];
    });
    return Object.fromEntries(entries);
  },
  fallback: {},
});

/**
 * Each page's status as the service last answered it, by normalised address, kept 5 minutes
 * (design point 3 of the side panel, issue 34): the side panel's strip asks for the active
 * tab's status at every switch, and a page seen within 5 minutes is answered from here with no
 * request. In memory (bounded, oldest out), with `storage.session` as the copy a restarted
 * worker starts from. The extension's own writes about a page forget its status (`forget`), so
 * the strip never shows "not pinned" after the person pinned.
 */
export interface KeptPageStatus {
  /** The status kept for the target's page within 5 minutes, for the connection in use. */
  get(target: PageTarget, now?: number): Promise<PageStatus | undefined>;
  /** Keeps the service's answer for the target's page. */
  keep(status: PageStatus, now?: number): Promise<void>;
  /** Forgets what is kept for the target's page (the extension wrote about it). */
  forget(target: PageTarget): Promise<void>;
  /** Forgets every page (a write whose pages are not known, such as a collection's item). */
  forgetAll(): Promise<void>;
}

/** The worker's one kept-status store. */
export function createKeptPageStatus(): KeptPageStatus {
  let memory: Promise<Map<string, KeptEntry>> | undefined;
  const load = () =>
    (memory ??= keptStatuses.get().then(
      (stored) => new Map(Object.entries(stored).sort(([, a], [, b]) => a.at - b.at)),
      () => new Map(),
    ));
  const save = (entries: Map<string, KeptEntry>) =>
    keptStatuses.set(Object.fromEntries(entries)).catch(() => undefined);
  const key = (target: PageTarget) => normalizePageUrl(target.url);
  return {
    async get(target, now = Date.now()) {
      const [entries, { scope }] = await Promise.all([load(), connectionSettings.get()]);
      const entry = entries.get(key(target));
      if (!entry || entry.scope !== scope || now - entry.at >= KEPT_STATUS_MS || now < entry.at) {
        return undefined;
      }
      return { ...(entry.status as Omit<PageStatus, 'target'>), target };
    },
    async keep(status, now = Date.now()) {
      const [entries, { scope }] = await Promise.all([load(), connectionSettings.get()]);
      const { target: _target, ...rest } = status;
      const url = key(status.target);
      entries.delete(url); // Re-inserted last: the newest.
      entries.set(url, { scope, at: now, status: rest });
      for (const [old, entry] of entries) {
        if (entries.size <= KEPT_STATUS_PAGES && now - entry.at < KEPT_STATUS_MS) break;
        entries.delete(old);
      }
      await save(entries);
    },
    async forget(target) {
      const entries = await load();
      if (entries.delete(key(target))) await save(entries);
    },
    async forgetAll() {
      const entries = await load();
      if (!entries.size) return;
      entries.clear();
      await save(entries);
    },
  };
}

/** The worker's kept page statuses (one per worker; a restarted worker reloads the copy). */
export const keptPageStatus = createKeptPageStatus();

/** The writes that change what a page's status says: its pins and the collections holding it. */
const PAGE_WRITES: ReadonlySet<string> = new Set([
  'pin',
  'editpin',
  'unpin',
  'createcollection',
  'addcollectionitems',
  'deletecollectionitem',
]);

/**
 * The outbox's client, forgetting every kept page status once one of the extension's writes
 * about pins or collection items is applied: whichever page sent it (the side panel, the page
 * panel, a menu, the Collections tab), and whenever it is sent (a write that waited in the
 * outbox too). Every page, not one: a removed collection item names its item, not its page,
 * and such writes are rare beside the strip's reads.
 */
export function forgettingPageStatus(client: ApiClient, kept = keptPageStatus): ApiClient {
  const call = async (operation: string, request: unknown, options?: unknown) => {
    const answer = await client.call(operation as never, request as never, options as never);
    if (PAGE_WRITES.has(operation)) await kept.forgetAll().catch(() => undefined);
    return answer;
  };
  const wrapped: Record<string, unknown> = { ...client, call };
  for (const operation of PAGE_WRITES) {
    wrapped[operation] = (request: unknown, options?: unknown) => call(operation, request, options);
  }
  return wrapped as unknown as ApiClient;
}
