import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { quoteQueries } from '../../../../lib/shared/quote';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('quoteQueries', () => {
  it('quotes each query as English sentences do', () => {
    stubI18n('en');
    expect(quoteQueries(['release notes', 'rollback'])).toBe('“release notes”, “rollback”');
  });

  it('quotes with German quotation marks in German', () => {
    stubI18n('de');
    expect(quoteQueries(['release notes', 'rollback'])).toBe('„release notes“, „rollback“');
  });
});
