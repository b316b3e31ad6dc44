import * as z from 'zod/mini';
import { recordOf } from '../contract/formats';
import { apiErrorDataSchema } from '../errors/error-data-schema';
import { defineValidatedItem } from './item';

const followUpSchema = z.object({
  operation: z.string(),
  /** The request; its `collectionId` is filled from the first step's answer. */
  request: recordOf(z.unknown()),
  label: z.string(),
});

/** A point in time (Unix ms): a finite number, so NaN, Infinity and null are refused. */
const time = z.number();

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
  createdAt: time,
  updatedAt: time,
  /** Attempts made so far. */
  attempts: z.number(),
  nextAttemptAt: z.optional(time),
  /** The last failure (for pending entries: why it is waiting). */
  error: z.optional(apiErrorDataSchema),
  /** The service's answer, once done. */
  result: z.optional(z.unknown()),
  /**
   * Set when an attempt may have reached the service without our hearing back (a timeout, a
   * dropped connection, an answer that could not be read): before sending again, the outbox
   * checks whether it already happened.
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

/** The stored queue split into the entries that pass the schema and those that do not. */
export interface SplitQueue {
  readable: OutboxEntry[];
  unreadable: unknown[];
}

/** Checks each stored entry on its own: one bad entry must not hide the others. */
export function splitQueue(stored: unknown): SplitQueue {
  const split: SplitQueue = { readable: [], unreadable: [] };
  if (!Array.isArray(stored)) {
    if (stored !== undefined && stored !== null) split.unreadable.push(stored);
    return split;
  }
  for (const raw of stored) {
    const parsed = outboxEntrySchema.safeParse(raw);
    if (parsed.success) split.readable.push(parsed.data);
    else split.unreadable.push(raw);
  }
  return split;
}

/**
 * The queue, oldest first, as pages read it: the readable entries (each checked on its own).
 * Finished entries stay briefly so pages can show "done". Only the outbox writes it (see
 * lib/background/outbox/store.ts), keeping what cannot be read.
 */
export const outboxEntries = defineValidatedItem<OutboxEntry[]>('local:outbox', {
  read: (stored) => splitQueue(stored).readable,
  fallback: [],
  version: 1,
});

const setAsideSchema = z.object({ id: z.string(), setAsideAt: time, raw: z.unknown() });
/** A stored change this version cannot read, kept as it was so the person can export it. */
export type SetAsideEntry = z.infer<typeof setAsideSchema>;

/**
 * Queued changes that could not be read (written by another version, or damaged), set aside
 * instead of sent or dropped: the person sees them and decides (discard or export).
 */
export const setAsideEntries = defineValidatedItem<SetAsideEntry[]>('local:outboxSetAside', {
  // Written whole by the outbox alone, so one schema for the list is enough here.
  schema: z.array(setAsideSchema),
  fallback: [],
});

/** Entries that still need the person's or the service's attention (for the badge and lists). */
export function unfinished(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.state !== 'done');
}
