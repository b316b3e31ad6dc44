// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { categoryLabel, groupByCategory } from '../../../../../lib/ui/feed/categories';
import { entryKind, entryUrl } from '../../../../../lib/ui/feed/entry-kind';
import { htmlToText } from '../../../../../lib/ui/feed/html-text';
import { formatDate, formatEventRange } from '../../../../../lib/ui/feed/time';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('feed helpers', () => {
  test('categories read as words, known or not, and keep the service order', () => {
    expect(categoryLabel('EVENT')).toBe('Your calendar');
    expect(categoryLabel('ZERO_STATE_WORKFLOW_POPULAR')).toBe('Zero state workflow popular');
    const groups = groupByCategory([
      { category: 'RECENT', primaryEntry: { title: 'a' } },
      { category: 'EVENT', primaryEntry: { title: 'b' } },
      { category: 'RECENT', primaryEntry: { title: 'c' } },
    ]);
    expect(groups.map((group) => [group.category, group.results.length])).toEqual([
      ['RECENT', 2],
      ['EVENT', 1],
    ]);
  });

  test('an entry is read as what it carries', () => {
    expect(entryKind({ title: 'x', event: { id: '1', url: 'https://c.example' } })).toBe('event');
    expect(entryKind({ title: 'x', announcement: { draftId: 1 } })).toBe('announcement');
    expect(entryKind({ title: 'x', person: { name: 'A', obfuscatedId: 'a' } })).toBe('person');
    expect(entryKind({ title: 'x' })).toBe('other');
    expect(entryUrl({ title: 'x', document: { url: 'https://d.example' } })).toBe(
      'https://d.example',
    );
  });

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

  test('HTML descriptions become plain text, scripts and all markup dropped', () => {
    expect(
      htmlToText(
        '<p>Agenda:</p><ul><li>one</li><li>two&nbsp;&amp; three</li></ul><script>x()</script>',
      ),
    ).toBe('Agenda:\none\ntwo & three');
    expect(htmlToText('<img src=x onerror="alert(1)">hi')).toBe('hi');
    expect(htmlToText(undefined)).toBe('');
  });
});
