import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_FLEET, runFleet } from '../../scripts/fleet/run';

// `npm run fleet` in small: two browsers through a short day at both scales, with many more
// writes than a person makes (so the outage catches some in the outbox), and an idle browser
// through 24 hours. What must hold whatever the sample: nothing read while idle, every queued
// write landed (within the hour after the outage), none twice, no 429.
(globalThis as Record<string, unknown>).chrome = fakeBrowser;

describe('a small fleet through a day with an outage', () => {
  it('costs nothing idle, loses and doubles no write, and is never refused for its rate', async () => {
    const figures = await runFleet({
      ...DEFAULT_FLEET,
      browsers: 2,
      sample: 2,
      idle: 1,
      day: { start: 9, end: 11 },
      outage: { at: 10, minutes: 30 },
      rates: { popup: 6, status: 2, pin: 4, collect: 4, edit: 4 },
    });
    expect(figures.map((f) => f.scale)).toEqual([1, 100]);
    for (const f of figures) {
      expect(f.idle.requests, `idle requests/hour at scale ${f.scale}`).toBe(0);
      expect(f.writes.queued, `writes the outage held at scale ${f.scale}`).toBeGreaterThan(0);
      expect(f.writes.landed, `writes landed at scale ${f.scale}`).toBe(f.writes.asked);
      expect(f.writes.twice, `writes landed twice at scale ${f.scale}`).toBe(0);
      expect(f.writes.latestAfterOutage).toBeLessThanOrEqual(3_600_000);
      expect(f.tooMany, `429s at scale ${f.scale}`).toBe(0);
      expect(f.unavailable, `503s in the outage at scale ${f.scale}`).toBeGreaterThan(0);
      // The 9:30 meeting's reminder: one read per browser at most, spread over its minute.
      expect(f.reminders.perBrowserDay, `reminder reads at scale ${f.scale}`).toBeGreaterThan(0);
      expect(f.reminders.perBrowserDay).toBeLessThanOrEqual(1);
      // The Invite tab's refused read: once in the day, not at every popup opening.
      const refused = f.operations.find((o) => o.operation === 'peoplesuggestadmin');
      expect(
        refused?.requests ?? 0,
        `peoplesuggestadmin/hour at scale ${f.scale}`,
      ).toBeLessThanOrEqual(0.5);
    }
  });
});
