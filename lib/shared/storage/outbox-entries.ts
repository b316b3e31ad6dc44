import * as z from 'zod/mini';
import { apiErrorDataSchema } from '../errors/error-data-schema';
import { defineValidatedItem } from './item';

const followUpSchema = z.object({
  operation: z.string(),
  /** The request; its `collectionId` is filled from the first step's answer. */
  request: z.record(z.string(), z.unknown()),
  label: z.string(),
});

/**
 * One write, stored before it is sent so that nothing a person does is lost when the worker
 * stops, the browser closes or the service is away.
 */
const outboxEntrySchema = z.object({
  id: z.string(),
  operation: z.string(),
  request: z.unknown(),
  /** What the person did, in words. */
  label: z.string(),
  state: z.enum(['pending', 'paused', 'failed', 'done']),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Attempts made so far. */
  attempts: z.number(),
  nextAttemptAt: z.optional(z.number()),
  /** The last failure (for pending entries: why it is waiting). */
  error: z.optional(apiErrorDataSchema),
  /** The service's answer, once done. */
  result: z.optional(z.unknown()),
  /**
   * Set when an attempt may have reached the service without our hearing back (a timeout or
   * a dropped connection): before sending again, the outbox checks whether it already happened.
   */
  uncertain: z.optional(z.boolean()),
  /** A second write that needs the first one's answer (create a collection, then add to it). */
  followUp: z.optional(followUpSchema),
  /**
   * Whose change this is (entry-owner.ts); entries stored before owners existed have none.
   * Checked by the worker (outbox/owner.ts), the only reader that acts on it.
   */
  owner: z.optional(z.unknown()),
});
/** One queued write. */
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The queue, oldest first. Finished entries stay briefly so pages can show "done". */
export const outboxEntries = defineValidatedItem<OutboxEntry[]>('local:outbox', {
  schema: z.array(outboxEntrySchema),
  fallback: [],
  version: 1,
});

/** Entries that still need the person's or the service's attention (for the badge and lists). */
export function unfinished(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.state !== 'done');
}
