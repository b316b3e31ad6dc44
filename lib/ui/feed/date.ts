import { cachedFormat, parse, type TimeFormatOptions } from './time';

// Apart from time.ts, which every page's first frame carries: only the Invite tab shows dates.

/** A calendar date ("Mar 3, 2025") from an ISO date or date-time; the text itself if unreadable. */
export function formatDate(value: string | undefined, options: TimeFormatOptions = {}): string {
  if (!value) return '';
  // A bare date ("2025-03-03") is a calendar day, not midnight UTC: format it as UTC.
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = parse(bare ? `${value}T00:00:00Z` : value);
  if (!date) return value;
  return cachedFormat('date', options.locale, bare ? 'UTC' : options.timeZone, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
