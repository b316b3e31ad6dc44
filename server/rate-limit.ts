import { HttpError } from './http-error';

/** Requests per second a caller may make; bursts up to one second's worth are allowed. */
export interface RateLimitOptions {
  feedPerSecond: number;
  otherPerSecond: number;
}

/** The limits the API notes document for the vendor's service. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { feedPerSecond: 7, otherPerSecond: 30 };

/** How many callers' buckets are kept at most. */
const MAX_BUCKETS = 10_000;

/** A bucket untouched this long has refilled completely: forgetting it changes nothing. */
const IDLE_MS = 1000;

/**
 * Token buckets per (caller, feed-or-other). The caller key is the authenticated person, or
 * the remote address for a caller without a valid token (see `rateLimitKey`). `take` answers
 * 0 when the call may go ahead, or the milliseconds until a token is available (what
 * Retry-After will say). Bounded: idle buckets are swept, and beyond `maxBuckets` the least
 * recently used one is dropped.
 */
export function createRateLimiter(options: RateLimitOptions, maxBuckets = MAX_BUCKETS) {
  // Map order is least recently used first: every take moves its bucket to the end.
  const buckets = new Map<string, { tokens: number; updated: number }>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    lastSweep = now;
    for (const [id, bucket] of buckets) {
      if (now - bucket.updated < IDLE_MS) break;
      buckets.delete(id);
    }
  };
  return {
    take(key: string, isFeed: boolean, now: number): number {
      if (now - lastSweep >= IDLE_MS || buckets.size >= maxBuckets) sweep(now);
      const rate = isFeed ? options.feedPerSecond : options.otherPerSecond;
      const id = `${key}:${isFeed ? 'feed' : 'other'}`;
      const bucket = buckets.get(id) ?? { tokens: rate, updated: now };
      buckets.delete(id);
      while (buckets.size >= maxBuckets) {
        const oldest = buckets.keys().next().value;
        if (oldest === undefined) break;
        buckets.delete(oldest);
      }
      bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.updated) / 1000) * rate);
      bucket.updated = now;
      buckets.set(id, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) / rate) * 1000);
    },
    /** How many buckets are kept (for tests of the bound). */
    size: () => buckets.size,
  };
}

/**
 * The bucket a call is counted in: the person it acts for (so every spelling of one token, and
 * a global token acting as that person, share one), or the remote address when no valid token
 * was given (so guessing tokens does not earn fresh buckets).
 */
export function rateLimitKey(personId: string | undefined, remoteAddress: string | undefined) {
  return personId ? `person:${personId}` : `address:${remoteAddress ?? 'unknown'}`;
}

/** Counts the call in its bucket; a 429 with Retry-After (whole seconds) when it is empty. */
export function enforceRateLimit(
  limiter: ReturnType<typeof createRateLimiter>,
  key: string,
  isFeed: boolean,
  now: number,
): void {
  const waitMs = limiter.take(key, isFeed, now);
  if (waitMs > 0)
    throw new HttpError(429, 'Too many requests', {
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
}
