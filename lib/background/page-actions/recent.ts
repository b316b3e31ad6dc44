import * as z from 'zod/mini';
import { integer } from '../../shared/contract/formats';
import type { Collection } from '../../shared/contract';
import { defineValidatedItem } from '../../shared/storage/item';

/** How many recently used collections are remembered (the menu shows fewer). */
const MAX_RECENT = 12;

const recentSchema = z.array(z.object({ id: integer(), name: z.string() }));

/** A collection the person added something to, newest first. */
export type RecentCollection = z.infer<typeof recentSchema>[number];

/**
 * Collections the person recently added pages to, newest first. Names are kept too, so the
 * context menu can list them without asking the service.
 */
export const recentCollections = defineValidatedItem<RecentCollection[]>(
  'local:recentCollections',
  { schema: recentSchema, fallback: [] },
);

/** The list after using `collection`: it moves to the front, the oldest drop off. */
function withRecent(list: RecentCollection[], used: RecentCollection): RecentCollection[] {
  return [used, ...list.filter((entry) => entry.id !== used.id)].slice(0, MAX_RECENT);
}

/** Remembers that the person just added to `collection`; answers the new list. */
export async function rememberCollection(used: RecentCollection): Promise<RecentCollection[]> {
  const next = withRecent(await recentCollections.get(), used);
  await recentCollections.set(next);
  return next;
}

/**
 * Collections with the recently used first (in the order they were used), then the rest in
 * the service's order.
 */
export function orderByRecent(collections: Collection[], recent: RecentCollection[]): Collection[] {
  const rank = new Map(recent.map((entry, index) => [entry.id, index]));
  const used = collections
    .filter((collection) => rank.has(collection.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  const rest = collections.filter((collection) => !rank.has(collection.id));
  return [...used, ...rest];
}
