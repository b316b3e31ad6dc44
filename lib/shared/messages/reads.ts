import * as z from 'zod/mini';
import { integer } from '../contract/formats';
import type { OperationResponse } from '../contract/operations';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * What a person may read through the background; each kind is cached under its own key. A plain
 * union: each shape has its own literal `kind`, so at most one matches, as with zod's
 * discriminated union, whose machinery cost the worker 0.5 KB gzip more (issue 44's size
 * budget); a refused read is only described less precisely ("does not match any allowed shape").
 */
export const readKeySchema = z.union([
  z.strictObject({ kind: z.literal('feed') }),
  z.strictObject({
    kind: z.literal('answerBoards'),
    withAudience: z.optional(z.boolean()),
    withRoles: z.optional(z.boolean()),
  }),
  // The list is kept for 5 minutes (lib/background/page-actions/collection-list.ts); `refresh`
  // reads it anew (the person asked to).
  z.strictObject({ kind: z.literal('collections'), refresh: z.optional(z.literal(true)) }),
  z.strictObject({ kind: z.literal('collection'), id: integer() }),
  z.strictObject({
    kind: z.literal('events'),
    ids: z.array(text(500)).check(z.minLength(1), z.maxLength(50)),
  }),
  z.strictObject({ kind: z.literal('draft'), id: integer() }),
  z.strictObject({
    kind: z.literal('peopleToInvite'),
    categories: z
      .array(z.enum(['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS']))
      .check(z.minLength(1), z.maxLength(2)),
    departments: z.optional(z.array(text(200)).check(z.maxLength(50))),
  }),
]);
/** A read request, such as `{ kind: 'collection', id: 3 }`. */
export type ReadKey = z.infer<typeof readKeySchema>;

/** The kind of a read. */
export type ReadKind = ReadKey['kind'];

/** What each kind of read answers. */
export interface ReadValues {
  feed: OperationResponse<'feed'>;
  answerBoards: OperationResponse<'listanswerboards'>;
  collections: OperationResponse<'listcollections'>;
  collection: OperationResponse<'getcollection'>;
  events: OperationResponse<'getevents'>;
  draft: OperationResponse<'getdraftannouncement'>;
  peopleToInvite: OperationResponse<'peoplesuggestadmin'>;
}

/** A value read from the service, with when it was asked for. */
export interface ReadEntry<K extends ReadKind = ReadKind> {
  value: ReadValues[K];
  /**
   * When the worker asked the service for it (Unix milliseconds, strictly increasing within a
   * worker's life): reads are ordered by it, so a later answer to an earlier question never
   * replaces a newer read on screen or in a kept copy.
   */
  fetchedAt: number;
}
