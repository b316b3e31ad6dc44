// Apart from time.ts: only the Preact screens' read status writes a clock time, and time.ts is in
// the first-data chunk every popup opening loads (wxt.config.ts, FIRST_FRAME).
import { cachedFormat, type TimeFormatOptions } from './time';

/** A clock time ("14:05" or "02:05 PM", as the locale writes it) of a Unix-milliseconds moment. */
export function formatClock(ms: number, options: TimeFormatOptions = {}): string {
  return cachedFormat('clock', options.locale, options.timeZone, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(ms));
}
