/**
 * Whom a queued write belongs to: the origin of the service it was made for, the act-as
 * address when there was one, and a fingerprint of the whole identity (a SHA-256 of the
 * service, token, act-as and auth type; see lib/background/outbox/owner.ts, which checks it on
 * read). Never the token itself: `storage.local` is readable by pages and content scripts.
 */
export interface EntryOwner {
  /** The service's origin (what the person recognises), e.g. https://knowledge.example.com. */
  origin: string;
  actAs?: string;
  fingerprint: string;
}

/** The error code of an entry held because another identity is connected. */
export const HELD_CODE = 'OTHER_IDENTITY';

/** True when the entry waits for its owner to reconnect (never sent as anyone else). */
export function isHeld(entry: { state: string; error?: { code?: string } }): boolean {
  return entry.state === 'paused' && entry.error?.code === HELD_CODE;
}
