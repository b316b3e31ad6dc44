// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatDate } from '../../../../../lib/ui/feed/date';
import { formatEventRange } from '../../../../../lib/ui/feed/time';
import { stubI18n } from '../../../../support/i18n-stub';

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
    const Original = Intl.DateTimeFormat;
    let created = 0;
    // A counting subclass: a spy (vi.spyOn) does not construct Intl objects.
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        created++;
      }
    } as typeof Original;
    try {
      const options = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
      const ranges = Array.from({ length: 20 }, (_, day) =>
        formatEventRange(
          `2025-03-${String(day + 1).padStart(2, '0')}T09:00:00Z`,
          `2025-03-${String(day + 1).padStart(2, '0')}T10:30:00Z`,
          options,
        ),
      );
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
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
