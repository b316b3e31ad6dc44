import * as z from 'zod/mini';
import { apiErrorDataSchema } from '../errors/error-data-schema';
import { defineValidatedItem } from './item';

/**
 * The connection settings a person chose (never the token: see token-store.ts). Kept in
 * `storage.local`, which extension pages may read: nothing here is secret, and the popup reads
 * `scope` to find its cached data without waking the worker.
 */
const connectionSettingsSchema = z.object({
  /** The normalised service address (origin plus an optional path prefix). */
  serviceUrl: z.optional(z.string()),
  actAs: z.optional(z.string()),
  authType: z.optional(z.string()),
  /**
   * Changes whenever the service, token or identity changes. Cached reads carry the scope they
   * were fetched under, so nothing of a previous connection is ever shown for the new one.
   */
  scope: z.string(),
  /** The company sign-in provider as the person entered it (a policy may override each). */
  sso: z.optional(
    z.object({
      issuer: z.optional(z.string()),
      clientId: z.optional(z.string()),
      scopes: z.optional(z.string()),
    }),
  ),
  /** Set when the service refused the token; cleared by reconnecting. */
  problem: z.optional(apiErrorDataSchema),
});
/** The connection settings a person chose. */
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

/** Version 1 is the first shape; a change of shape adds a version and a migration with a test. */
export const connectionSettings = defineValidatedItem<ConnectionSettings>('local:connection', {
  schema: connectionSettingsSchema,
  fallback: { scope: 'none' },
  version: 1,
});

/** A fresh scope id for a new connection. */
export function newScope(): string {
  return crypto.randomUUID();
}
