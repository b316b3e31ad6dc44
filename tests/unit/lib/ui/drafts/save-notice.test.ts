import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveNotice } from '../../../../../lib/ui/drafts/save-notice';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('what the draft page says after a save', () => {
  test('a done save whose read-back agreed: saved', () => {
    expect(saveNotice({ state: 'done' }, { kept: [], differs: [] })).toEqual({
      tone: 'success',
      message: 'Saved. The service has your changes.',
    });
  });

  test('names each field the service answered differently from an edit kept on screen', () => {
    const notice = saveNotice(
      { state: 'done' },
      { kept: ['endTime'], differs: ['channel', 'bodyText', 'documents'] },
    );
    expect(notice?.tone).toBe('warning');
    expect(notice?.message).toContain('the service keeps an end time once it is set');
    // The body's text and its documents are one field on screen: named once.
    expect(notice?.message).toContain('The service answered differently for: Channel, Text.');
  });

  test('in German too', () => {
    stubI18n('de');
    expect(saveNotice({ state: 'done' }, { kept: [], differs: ['title'] })?.message).toMatch(
      /^Der Dienst hat anders geantwortet bei: Titel\./,
    );
  });
});
