/** Requests per second a token may make; bursts up to one second's worth are allowed. */
export interface RateLimitOptions {
  feedPerSecond: number;
  otherPerSecond: number;
}

/** The limits the API notes document for the vendor's service. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { feedPerSecond: 7, otherPerSecond: 30 };

/**
 * Token buckets per (token, feed-or-other). `take` answers 0 when the call may go ahead, or
 * the milliseconds until a token is available (what Retry-After will say).
 */
export function createRateLimiter(options: RateLimitOptions) {
  const buckets = new Map<string, { tokens: number; updated: number }>();
  return {
    take(key: string, isFeed: boolean, now: number): number {
      const rate = isFeed ? options.feedPerSecond : options.otherPerSecond;
      const id = `${key}:${isFeed ? 'feed' : 'other'}`;
      const bucket = buckets.get(id) ?? { tokens: rate, updated: now };
      bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.updated) / 1000) * rate);
      bucket.updated = now;
      buckets.set(id, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) / rate) * 1000);
    },
  };
}
