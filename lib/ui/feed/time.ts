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
  return cachedFormat('day', 'en-CA', options.timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
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
  if (!from) return '';
  const to = parse(end);
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

/** A clock time ("14:05" or "02:05 PM", as the locale writes it) of a Unix-milliseconds moment. */
export function formatClock(ms: number, options: TimeFormatOptions = {}): string {
  return cachedFormat('clock', options.locale, options.timeZone, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(ms));
}
