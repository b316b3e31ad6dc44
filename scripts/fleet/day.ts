/**
 * One browser's simulated day: a fresh browser connected before the day starts (the connecting
 * is not counted), then the person's planned actions in time order, the extension's alarms and
 * timers running in between, until the day is over.
 */
import { DEMO_TOKENS } from '../../server/demo/identities';
import { SERVICE_URL, startBrowser } from './browser';
import type { FakeClock } from './clock';
import { type AskedWrite, act, type PlannedAction } from './person';
import type { FleetService, Served } from './service';

/** What one browser's day left behind. */
export interface BrowserDay {
  served: Served[];
  asked: AskedWrite[];
}

/** A small seeded random source (mulberry32), so a run can be repeated exactly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The pages of the service's documents, as a browser would have them open. */
export function documentUrls(service: FleetService): string[] {
  return service.documentIds.map((id) => `${SERVICE_URL}/docs/${encodeURIComponent(id)}`);
}

/** Runs one browser from `from` to `to` through `plan` (empty: an idle browser). */
export async function simulateBrowser(
  clock: FakeClock,
  service: FleetService,
  index: number,
  plan: readonly PlannedAction[],
  from: number,
  to: number,
): Promise<BrowserDay> {
  const random = seeded(index * 7919 + 17);
  // The extension's jitter (Math.random) is seeded per browser too.
  Math.random = seeded(index * 104_729 + 3);
  clock.reset(from - 60_000);
  service.beginBrowser();
  service.recording = false;
  const browser = await startBrowser(clock, service.fetch, DEMO_TOKENS.user);
  await browser.advanceTo(from);
  service.recording = true;
  const asked: AskedWrite[] = [];
  const seen = { collections: new Map() };
  let written = 0;
  for (const action of plan) {
    await browser.advanceTo(action.at);
    service.personActing = true;
    const write = await act(browser, action, `fleet-${index}-${written}`, random, seen);
    service.personActing = false;
    if (write) {
      written++;
      asked.push(write);
    }
  }
  await browser.advanceTo(to);
  service.recording = false;
  return { served: service.endBrowser(), asked };
}
