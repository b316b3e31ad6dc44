// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatDate, formatEventRange } from '../../../../../lib/ui/feed/time';
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
