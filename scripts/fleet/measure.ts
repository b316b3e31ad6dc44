/**
 * The fleet's figures from the browsers' logs: per browser-hour, the fleet's rate over 10 s
 * windows (the sample scaled up by a stated factor, each copy at its own random offset), the
 * peak after the outage, and what became of the queued writes.
 */
import type { BrowserDay } from './day';

const WINDOW_MS = 10_000;

/** Requests and reply bytes per browser-hour over [from, to). */
export function perBrowserHour(days: readonly BrowserDay[], from: number, to: number) {
  let requests = 0;
  let bytes = 0;
  for (const day of days) {
    for (const served of day.served) {
      if (served.at < from || served.at >= to) continue;
      requests++;
      bytes += served.bytes;
    }
  }
  const hours = (days.length * (to - from)) / 3_600_000;
  return { requests: requests / hours, bytes: bytes / hours };
}

/** How far the copies of a sampled browser are moved from it, either way. */
export interface Spread {
  /**
   * For requests a person's action made: a working day of actions at steady rates is as likely
   * moved by any amount, and moving them decorrelates the copies.
   */
  personMs: number;
  /**
   * For requests the worker made on its own (the outbox's retries, its timers and alarms):
   * little, so that whatever the outage lined up stays lined up.
   */
  workerMs: number;
  /**
   * For a meeting reminder's read: every copy is a person of their own, whose meetings are the
   * sample's moved by a whole number of half hours, up to this either way (meetings start on the
   * hour and half hour), and who draws their own random moment in the minute before each
   * reminder, as each browser does (lib/background/meetings/reminders.ts).
   */
  meetingMs: number;
}

const HALF_HOUR = 30 * 60_000;

/**
 * Where a copy's reminder read lands: the sample's was sent in the minute before its reminder
 * was due, and reminders are due on whole minutes, so that minute's end is the due time.
 */
function reminderAt(at: number, slots: number, random: () => number): number {
  const due = Math.ceil(at / 60_000) * 60_000;
  return due + slots * HALF_HOUR - Math.floor(random() * 60_000);
}

/**
 * The fleet's requests per second in 10 s windows over [from, to): each sampled browser stands
 * for `factor` browsers, each copy moved by its own random offsets (`spread`).
 */
export function fleetWindows(
  days: readonly BrowserDay[],
  factor: number,
  spread: Spread,
  from: number,
  to: number,
  random: () => number,
  only: (served: BrowserDay['served'][number]) => boolean = () => true,
): number[] {
  const windows = new Array<number>(Math.ceil((to - from) / WINDOW_MS)).fill(0);
  const slotsEitherWay = Math.floor(spread.meetingMs / HALF_HOUR);
  for (const day of days) {
    for (let copy = 0; copy < factor; copy++) {
      const person = Math.round((random() * 2 - 1) * spread.personMs);
      const worker = Math.round((random() * 2 - 1) * spread.workerMs);
      const slots = Math.floor(random() * (2 * slotsEitherWay + 1)) - slotsEitherWay;
      for (const served of day.served) {
        if (!only(served)) continue;
        const at = served.byReminder
          ? reminderAt(served.at, slots, random)
          : served.at + (served.byPerson ? person : worker);
        const slot = Math.floor((at - from) / WINDOW_MS);
        if (slot >= 0 && slot < windows.length) windows[slot] = (windows[slot] ?? 0) + 1;
      }
    }
  }
  return windows.map((count) => count / (WINDOW_MS / 1000));
}

/** The q-quantile (0..1) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The outage's effect: the highest 10 s rate in the 10 minutes after it, and the steady rate. */
export function outagePeak(
  rates: readonly number[],
  from: number,
  outage: { from: number; to: number },
) {
  const slot = (at: number) => Math.floor((at - from) / WINDOW_MS);
  const before = rates.slice(Math.max(0, slot(outage.from - 3_600_000)), slot(outage.from));
  const after = rates.slice(slot(outage.to), slot(outage.to + 600_000));
  const steady = before.reduce((sum, rate) => sum + rate, 0) / Math.max(1, before.length);
  const peak = Math.max(0, ...after);
  // The same highest-window figure without an outage before it: what the sampling alone gives.
  const steadyPeak = Math.max(0, ...before);
  return { steady, peak, steadyPeak, ratio: steady > 0 ? peak / steady : Number.POSITIVE_INFINITY };
}

/** What became of the writes the people asked for. */
export function writeFate(days: readonly BrowserDay[], outage: { from: number; to: number }) {
  let asked = 0;
  let landed = 0;
  let twice = 0;
  let queued = 0;
  let refused = 0;
  let latestAfterOutage = 0;
  for (const day of days) {
    const applied = new Map<string, number[]>();
    for (const served of day.served) {
      if (!served.tag || served.status < 200 || served.status >= 300) continue;
      applied.set(served.tag, [...(applied.get(served.tag) ?? []), served.at]);
    }
    for (const write of day.asked) {
      if (write.state === 'refused' || write.state === 'failed') {
        refused++;
        continue;
      }
      asked++;
      const times = applied.get(write.tag) ?? [];
      if (times.length > 0) landed++;
      if (times.length > 1) twice++;
      if (write.state === 'done') continue;
      queued++;
      const first = times[0];
      if (first !== undefined) latestAfterOutage = Math.max(latestAfterOutage, first - outage.to);
      else latestAfterOutage = Number.POSITIVE_INFINITY;
    }
  }
  return { asked, landed, twice, queued, refused, latestAfterOutage };
}

/** Responses of a status in the logs (429: the rate limit; 503: the outage). */
export function countStatus(days: readonly BrowserDay[], status: number): number {
  return days.reduce((sum, day) => sum + day.served.filter((s) => s.status === status).length, 0);
}

/** Requests and reply bytes per browser-hour of each operation over [from, to), most bytes first. */
export function byOperation(days: readonly BrowserDay[], from: number, to: number) {
  const hours = (days.length * (to - from)) / 3_600_000;
  const totals = new Map<string, { requests: number; bytes: number }>();
  for (const day of days) {
    for (const served of day.served) {
      if (served.at < from || served.at >= to) continue;
      const total = totals.get(served.operation) ?? { requests: 0, bytes: 0 };
      total.requests++;
      total.bytes += served.bytes;
      totals.set(served.operation, total);
    }
  }
  return [...totals]
    .map(([operation, total]) => ({
      operation,
      requests: total.requests / hours,
      bytes: total.bytes / hours,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}
