/** Options for formatting times; defaults are the browser's own locale and timezone. */
export interface TimeFormatOptions {
  locale?: string;
  /** An IANA timezone; tests pin it, people get the browser's. */
  timeZone?: string;
  /** "Now", for deciding whether to show the date. */
  now?: Date;
}

/** A time the service sent, or undefined when it is missing or unreadable. */
export function parse(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// Creating an Intl.DateTimeFormat costs a fraction of a millisecond (locale data is looked
// up each time), formatting with one almost nothing: a feed of twenty events built three per
// entry, a third of the popup's script time before its first paint. Each format is made once
// per locale and timezone; pages use one of each, and the map forgets all past FORMATS_KEPT.
const FORMATS_KEPT = 32;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of `fields` for a locale and timezone, made once and kept (see above). */
export function cachedFormat(
  name: string,
  locale: string | undefined,
  timeZone: string | undefined,
  fields: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${name}|${locale ?? ''}|${timeZone ?? ''}`;
  let made = formats.get(key);
  if (!made) {
    if (formats.size >= FORMATS_KEPT) formats.clear();
    made = new Intl.DateTimeFormat(locale, { timeZone, ...fields });
    formats.set(key, made);
  }
  return made;
}

function dayKey(date: Date, options: TimeFormatOptions): string {
  // In the browser's own timezone the date's own fields say the day, with no format to make.
  if (options.timeZone === undefined) {
    return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
  }
  return cachedFormat('day', 'en-CA', options.timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

// The popup's first frame draws its events' ranges without making a format (the first one a
// page makes costs milliseconds, before its first paint): ranges in the browser's own locale
// and timezone are remembered by all that decides their text, the two times as sent, the
// browser's language and the timezone's offset at each time, and the popup keeps those of its
// first screen with it (lib/ui/first-screen-mirror.ts) for the next opening. Another language
// or offset is another key; a locale that changed under the same language (a Firefox setting)
// is corrected when the popup keeps its screen again, which formats them anew.
const RANGES_KEPT = 64;
const ranges = new Map<string, string>();

function rangeKey(start: string, end: string | undefined, from: Date, to: Date | undefined) {
  const offsets = `${from.getTimezoneOffset()}|${to?.getTimezoneOffset() ?? ''}`;
  return `${start}|${end ?? ''}|${navigator.language}|${offsets}`;
}

function remember(key: string, text: string): void {
  if (ranges.size >= RANGES_KEPT && !ranges.has(key)) ranges.clear();
  ranges.set(key, text);
}

/**
 * The event ranges of `times` in the browser's own locale and timezone, each formatted anew,
 * by their remembered key: what a page keeps for the next one (see learnRanges). At most
 * RANGES_KEPT.
 */
export function rangesToKeep(
  times: readonly { start?: string; end?: string }[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { start, end } of times.slice(0, RANGES_KEPT)) {
    const from = parse(start);
    if (!from || start === undefined) continue;
    const key = rangeKey(start, end, from, parse(end));
    kept[key] = formatRange(from, parse(end), {});
    remember(key, kept[key]);
  }
  return kept;
}

/**
 * Learns ranges another page formatted (rangesToKeep): formatEventRange answers them without
 * making a format. Anything but strings is ignored; at most RANGES_KEPT are learned.
 */
export function learnRanges(known: unknown): void {
  if (typeof known !== 'object' || known === null) return;
  for (const [key, text] of Object.entries(known).slice(0, RANGES_KEPT)) {
    if (typeof text === 'string') remember(key, text);
  }
}

/**
 * An event's time range in the person's own timezone, e.g. "Mon, Mar 3, 10:00 – 10:30 AM"
 * (the service sends RFC 3339 times with any offset). Empty when the start is unreadable.
 */
export function formatEventRange(
  start: string | undefined,
  end: string | undefined,
  options: TimeFormatOptions = {},
): string {
  const from = parse(start);
  if (!from || start === undefined) return '';
  const to = parse(end);
  if (options.locale !== undefined || options.timeZone !== undefined) {
    return formatRange(from, to, options);
  }
  const key = rangeKey(start, end, from, to);
  let text = ranges.get(key);
  if (text === undefined) {
    text = formatRange(from, to, options);
    remember(key, text);
  }
  return text;
}

function formatRange(from: Date, to: Date | undefined, options: TimeFormatOptions): string {
  const dateTime = cachedFormat('range', options.locale, options.timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  if (!to || to.getTime() < from.getTime()) return dateTime.format(from);
  if (dayKey(from, options) === dayKey(to, options)) {
    const timeOnly = cachedFormat('time', options.locale, options.timeZone, {
      hour: 'numeric',
      minute: '2-digit',
    });
    return `${dateTime.format(from)} – ${timeOnly.format(to)}`;
  }
  return `${dateTime.format(from)} – ${dateTime.format(to)}`;
}
