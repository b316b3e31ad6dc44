import * as z from 'zod/mini';
import { readTokenSetValue, writeTokenSetValue } from '../connection/token-store';

/** A provider sign-in as the worker keeps it (IndexedDB of the extension origin, never a page). */
const tokenSetSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  /** The ID token's `sub`: with the issuer, who signed in (the outbox's owner). */
  subject: z.string(),
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
  /** When the access token was received and when it expires (ms since the epoch). */
  receivedAt: z.number(),
  expiresAt: z.number(),
  tokenEndpoint: z.string(),
  revocationEndpoint: z.optional(z.string()),
});
/** A provider sign-in's tokens and where to renew or revoke them. */
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** The stored token set, or null when none is stored or it does not read as one. */
export async function readTokenSet(): Promise<TokenSet | null> {
  const parsed = tokenSetSchema.safeParse(await readTokenSetValue());
  return parsed.success ? parsed.data : null;
}

/** Stores the token set; its access token becomes the token every request sends. */
export function saveTokenSet(tokens: TokenSet): Promise<void> {
  return writeTokenSetValue(tokens, tokens.accessToken);
}
