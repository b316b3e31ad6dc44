/**
 * The fleet run: for each demo scale, a sample of active browsers through a working day with an
 * outage, and idle browsers through 24 hours, each one after another on one fake clock; then
 * the figures (measure.ts). Browsers are independent (each is its own person to the rate limit,
 * and what each wrote is rolled back), so one at a time is the same as all at once.
 */
import { installClock } from './clock';
import { type BrowserDay, documentUrls, seeded, simulateBrowser } from './day';
import {
  byOperation,
  countStatus,
  fleetWindows,
  outagePeak,
  perBrowserHour,
  quantile,
  type Spread,
  writeFate,
} from './measure';
import { type ActionKind, planDay, RATES_PER_HOUR } from './person';
import { createFleetService } from './service';

const HOUR = 3_600_000;

/** How to run the fleet. */
export interface FleetOptions {
  /** Browsers the fleet stands for (10,000 by default). */
  browsers: number;
  /** Active browsers simulated in full at each scale; each stands for browsers / sample. */
  sample: number;
  /** Idle browsers simulated (24 hours each) at each scale. */
  idle: number;
  scales: readonly number[];
  /** The working day, in hours of the (UTC) day: [start, end). */
  day: { start: number; end: number };
  /** The outage: when it begins (hour of the day) and how long it lasts. */
  outage: { at: number; minutes: number };
  /** What each person does per working hour. */
  rates: Record<ActionKind, number>;
  /** How far each copy of a sampled browser is moved, either way. */
  spread: Spread;
  /** Called after each simulated browser (progress). */
  onBrowser?: (scale: number, done: number, of: number) => void;
}

export const DEFAULT_FLEET: FleetOptions = {
  browsers: 10_000,
  sample: 100,
  idle: 2,
  scales: [1, 100],
  day: { start: 8, end: 17 },
  outage: { at: 11, minutes: 30 },
  rates: RATES_PER_HOUR,
  spread: { personMs: 30 * 60_000, workerMs: 5_000, meetingMs: 2 * HOUR },
};

/** The figures of one scale. */
export interface ScaleFigures {
  scale: number;
  factor: number;
  idle: { requests: number; bytes: number };
  active: { requests: number; bytes: number };
  operations: ReturnType<typeof byOperation>;
  rate: { median: number; p99: number; max: number };
  /** The meeting reminders' reads: fleet requests/s over 10 s windows, and against the day. */
  reminders: {
    median: number;
    p99: number;
    max: number;
    daySteady: number;
    ratio: number;
    perBrowserDay: number;
  };
  outage: ReturnType<typeof outagePeak>;
  writes: ReturnType<typeof writeFate>;
  tooMany: number;
  unavailable: number;
}

const MIDNIGHT = Date.UTC(2026, 10, 26);

/** Runs the fleet at every scale of `options`. */
export async function runFleet(options: FleetOptions): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  const clock = installClock(MIDNIGHT);
  const random = Math.random;
  try {
    for (const scale of options.scales) {
      figures.push(await runScale(options, scale, clock));
    }
  } finally {
    clock.uninstall();
    Math.random = random;
  }
  return figures;
}

async function runScale(
  options: FleetOptions,
  scale: number,
  clock: ReturnType<typeof installClock>,
): Promise<ScaleFigures> {
  const service = createFleetService(scale, MIDNIGHT);
  clock.busy = service.busy;
  const from = MIDNIGHT + options.day.start * HOUR;
  const to = MIDNIGHT + options.day.end * HOUR;
  const outage = { from: MIDNIGHT + options.outage.at * HOUR, to: 0 };
  outage.to = outage.from + options.outage.minutes * 60_000;
  const pages = documentUrls(service);
  const total = options.sample + options.idle;
  const idle: BrowserDay[] = [];
  for (let index = 0; index < options.idle; index++) {
    service.outage = undefined;
    idle.push(
      await simulateBrowser(clock, service, 1_000_000 + index, [], MIDNIGHT, MIDNIGHT + 24 * HOUR),
    );
    options.onBrowser?.(scale, index + 1, total);
  }
  const active: BrowserDay[] = [];
  service.outage = outage;
  for (let index = 0; index < options.sample; index++) {
    const plan = planDay(seeded(index + 1), from, to, pages, options.rates);
    // An hour either side: what the extension does before the person starts and after.
    active.push(await simulateBrowser(clock, service, index, plan, from - HOUR, to + HOUR));
    options.onBrowser?.(scale, options.idle + index + 1, total);
  }
  const factor = options.browsers / options.sample;
  const rates = fleetWindows(active, factor, options.spread, from, to, seeded(scale));
  // The day's first and last half hours have copies moved out of it: left out of its figures.
  const edge = Math.ceil(options.spread.personMs / 10_000);
  const day = rates.slice(edge, rates.length - edge);
  // The meeting reminders' reads alone, the same copies (the same seed) moved the same way.
  const reminding = fleetWindows(
    active,
    factor,
    options.spread,
    from,
    to,
    seeded(scale),
    (s) => s.byReminder === true,
  ).slice(edge, rates.length - edge);
  const daySteady = day.reduce((sum, rate) => sum + rate, 0) / Math.max(1, day.length);
  const reminderMax = Math.max(0, ...reminding);
  return {
    scale,
    factor,
    idle: perBrowserHour(idle, MIDNIGHT, MIDNIGHT + 24 * HOUR),
    active: perBrowserHour(active, from, to),
    operations: byOperation(active, from, to),
    rate: { median: quantile(day, 0.5), p99: quantile(day, 0.99), max: Math.max(...day) },
    reminders: {
      median: quantile(reminding, 0.5),
      p99: quantile(reminding, 0.99),
      max: reminderMax,
      daySteady,
      // The busiest reminders' window on top of the day's steady rate, against that rate.
      ratio: daySteady > 0 ? (daySteady + reminderMax) / daySteady : Number.POSITIVE_INFINITY,
      perBrowserDay: reminderReads(active) / Math.max(1, active.length),
    },
    outage: outagePeak(rates, from, outage),
    writes: writeFate(active, outage),
    tooMany: countStatus([...idle, ...active], 429),
    unavailable: countStatus(active, 503),
  };
}

/** Meeting reminders' reads in the sample's logs. */
function reminderReads(days: readonly BrowserDay[]): number {
  return days.reduce((sum, day) => sum + day.served.filter((s) => s.byReminder).length, 0);
}
