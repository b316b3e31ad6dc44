// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatDate } from '../../../../../lib/ui/feed/date';
import { formatEventRange } from '../../../../../lib/ui/feed/time';
import { stubI18n } from '../../../../support/i18n-stub';
import { formatsMade } from '../../../../support/intl-formats';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('time', () => {
  test("event times are shown in the person's timezone", () => {
    const tokyo = formatEventRange('2025-03-03T15:00:00Z', '2025-03-03T16:00:00Z', {
      locale: 'en-US',
      timeZone: 'Asia/Tokyo',
    });
    expect(tokyo).toBe('Tue, Mar 4, 12:00 AM – 1:00 AM');
    const overnight = formatEventRange('2025-03-03T22:00:00Z', '2025-03-04T02:00:00Z', {
      locale: 'en-US',
      timeZone: 'UTC',
    });
    expect(overnight).toBe('Mon, Mar 3, 10:00 PM – Tue, Mar 4, 2:00 AM');
    expect(formatEventRange('not a date', undefined)).toBe('');
    expect(formatDate('2024-05-06', { locale: 'en-US', timeZone: 'Pacific/Honolulu' })).toBe(
      'May 6, 2024',
    );
  });
});

describe('time formats', () => {
  test('formatting a feed of events creates each date format once, not per entry', () => {
    const options = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
    let ranges: string[] = [];
    const created = formatsMade(() => {
      ranges = Array.from({ length: 20 }, (_, day) =>
        formatEventRange(
          `2025-03-${String(day + 1).padStart(2, '0')}T09:00:00Z`,
          `2025-03-${String(day + 1).padStart(2, '0')}T10:30:00Z`,
          options,
        ),
      );
    });
    expect(ranges[0]).toBe('Sa., 1. März, 10:00 – 11:30');
    expect(new Set(ranges).size).toBe(20);
    // The date and time, the day (to compare start and end) and the time alone: three.
    expect(created).toBeLessThanOrEqual(3);
    // Another timezone is another format, not the first one reused.
    expect(
      formatEventRange('2025-03-01T09:00:00Z', '2025-03-01T10:30:00Z', {
        locale: 'de-DE',
        timeZone: 'Asia/Tokyo',
      }),
    ).toBe('Sa., 1. März, 18:00 – 19:30');
  });
});

/** This module as a fresh page loads it: nothing formatted or learned yet. */
async function freshTime() {
  vi.resetModules();
  return import('../../../../../lib/ui/feed/time');
}

const times = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    start: new Date(Date.UTC(2025, 2, 1, 9) + index * 3_600_000).toISOString(),
    end: new Date(Date.UTC(2025, 2, 1, 10) + index * 3_600_000).toISOString(),
  }));

describe("ranges remembered from another page (the popup's first frame)", () => {
  test('a page that learned the ranges draws them without making a format', async () => {
    const kept = (await freshTime()).rangesToKeep(times(3));
    const page = await freshTime();
    page.learnRanges(JSON.parse(JSON.stringify(kept)));
    let drawn: string[] = [];
    expect(
      formatsMade(() => (drawn = times(3).map((t) => page.formatEventRange(t.start, t.end)))),
    ).toBe(0);
    // The very text a fresh format gives.
    const fresh = await freshTime();
    expect(drawn).toEqual(times(3).map((t) => fresh.formatEventRange(t.start, t.end)));
  });

  test('a range learned under another language is formatted anew', async () => {
    const kept = (await freshTime()).rangesToKeep(times(1));
    const page = await freshTime();
    page.learnRanges(Object.fromEntries(Object.keys(kept).map((key) => [key, 'learned'])));
    const [time] = times(1);
    expect(page.formatEventRange(time?.start, time?.end)).toBe('learned');
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    try {
      expect(page.formatEventRange(time?.start, time?.end)).not.toBe('learned');
    } finally {
      language.mockRestore();
    }
  });

  test('keeping formats anew: a stale learned text is not handed on', async () => {
    const page = await freshTime();
    const keys = Object.keys(page.rangesToKeep(times(1)));
    page.learnRanges(Object.fromEntries(keys.map((key) => [key, 'stale'])));
    expect(Object.values(page.rangesToKeep(times(1)))).not.toContain('stale');
  });

  test('learns strings only, and at most 64 of them', async () => {
    const many = times(100);
    const keys = Object.keys((await freshTime()).rangesToKeep(many));
    expect(keys).toHaveLength(64);
    const page = await freshTime();
    page.learnRanges('not ranges');
    page.learnRanges(null);
    page.learnRanges(
      Object.fromEntries(keys.map((key, index) => [key, index === 0 ? 5 : 'learned'])),
    );
    const drawn = many.slice(0, 64).map((t) => page.formatEventRange(t.start, t.end));
    expect(drawn[0]).not.toBe('learned');
    expect(drawn.slice(1).every((text) => text === 'learned')).toBe(true);
    // Learning more than 64 keeps a bounded memory: the 65th and later are not taken.
    const bigger = await freshTime();
    const moreKeys = many.map((t) => Object.keys(bigger.rangesToKeep([t]))[0]);
    const fresh = await freshTime();
    fresh.learnRanges(Object.fromEntries(moreKeys.map((key) => [key, 'learned'])));
    const last = many[99];
    expect(fresh.formatEventRange(last?.start, last?.end)).not.toBe('learned');
  });

  test("an event's day is the browser's own, without a format for it", async () => {
    const page = await freshTime();
    const start = new Date(2025, 2, 3, 22, 0).toISOString();
    const end = new Date(2025, 2, 4, 1, 0).toISOString();
    // Across midnight where the person is: both dates are written.
    const text = page.formatEventRange(start, end);
    expect(text.split('Mar').length - 1).toBe(2);
    const sameDay = page.formatEventRange(start, new Date(2025, 2, 3, 23, 0).toISOString());
    expect(sameDay.split('Mar').length - 1).toBe(1);
  });
});
