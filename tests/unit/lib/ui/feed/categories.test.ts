// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { categoryLabel, groupByCategory } from '../../../../../lib/ui/feed/categories';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('categories', () => {
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
});
