/** The shortest wait a Retry-After can ask for: sooner would only hammer a busy service. */
export const MIN_RETRY_AFTER_MS = 1_000;
/**
 * The longest: a service (or a proxy in front of it) may ask for years; a person's changes
 * must not wait longer than an hour for it, and an alarm cannot be set for "never".
 */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';
const DATE_DAY = '(0[1-9]|[12]\\d|3[01])';
/** RFC 9110 §5.6.7: IMF-fixdate, then the obsolete RFC 850 and asctime forms. */
const IMF_FIXDATE = new RegExp(`^${DAY}, ${DATE_DAY} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC_850 = new RegExp(`^${LONG_DAY}, ${DATE_DAY}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MONTH} ( [1-9]|${DATE_DAY}) ${TIME} \\d{4}$`);

/** An HTTP-date as Unix ms, or undefined when it is none of the three forms. */
function httpDate(value: string): number | undefined {
  let parsed = Number.NaN;
  if (IMF_FIXDATE.test(value) || RFC_850.test(value)) parsed = Date.parse(value);
  // asctime carries no zone; HTTP dates are always GMT.
  else if (ASCTIME.test(value)) parsed = Date.parse(`${value} GMT`);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Reads a Retry-After header per RFC 9110 (§10.2.3): delay-seconds (digits only) or an
 * HTTP-date, as milliseconds from `now`, clamped to between a second and an hour. Anything
 * else (negative, fractional, exponents, words) answers undefined, so the caller's own backoff
 * decides; the answer is never NaN or infinite, so it can be stored and given to an alarm.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  let wait: number | undefined;
  if (/^\d+$/.test(text)) {
    // A digit string too long for a number is "a very long time", not "no wait".
    wait = text.length > 10 ? MAX_RETRY_AFTER_MS : Number(text) * 1000;
  } else {
    const at = httpDate(text);
    if (at !== undefined) wait = at - now;
  }
  if (wait === undefined || !Number.isFinite(wait)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, Math.round(wait)));
}
