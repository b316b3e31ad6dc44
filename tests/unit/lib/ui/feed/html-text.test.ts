// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { htmlToText } from '../../../../../lib/ui/feed/html-text';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('html-text', () => {
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
