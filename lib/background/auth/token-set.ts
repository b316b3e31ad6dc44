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

/**
 * Stores the token set for the service `origin`; its access token becomes the token every
 * request sends, to that origin only.
 */
export async function saveTokenSet(tokens: TokenSet, origin: string): Promise<void> {
  await writeTokenSetValue(tokens, tokens.accessToken, origin);
}

/**
 * Stores `next`, renewed from `previous`, only while the stored sign-in is still `previous`'s
 * (same refresh token): after a sign-out or a new sign-in, what a renewal brings back is not
 * stored. Answers whether it stored.
 */
export function saveRenewedTokenSet(previous: TokenSet, next: TokenSet): Promise<boolean> {
  const refreshToken = previous.refreshToken;
  return writeTokenSetValue(
    next,
    next.accessToken,
    undefined,
    // Only the refresh token is compared: its value decides, whatever else the record holds.
    (stored) => !!refreshToken && (stored as TokenSet | null)?.refreshToken === refreshToken,
  );
}
