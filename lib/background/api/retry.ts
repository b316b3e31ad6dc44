/** How often and how patiently reads are retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Three attempts, 0.5 s then up to 1 s (plus jitter), never more than 8 s. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

/**
 * The wait before retry number `attempt` (1-based): exponential backoff with full jitter, so
 * that many browsers that failed together do not return together. A `Retry-After` from the
 * service is a floor: it is never undercut.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs?: number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.round(random() * ceiling);
  return Math.max(jittered, retryAfterMs ?? 0);
}
