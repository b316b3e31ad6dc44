import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageStripLines } from '../../../../lib/ui/page-strip-lines';
import { english, stubI18n } from '../../../support/page-actions';
import { STATUS } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('the "This page" strip’s sentences', () => {
  it('names the queries and the collections that hold the page', () => {
    expect(pageStripLines(STATUS)).toEqual({
      pins: english('popupPinnedFor', '“deploy”, “release”'),
      collections: english('popupInCollections', 'My reading list'),
    });
  });

  it('says pins are not known rather than "not pinned" when the service does not say', () => {
    const lines = pageStripLines({ ...STATUS, pins: 'unknown', holders: [], checked: [] });
    expect(lines).toEqual({ pins: english('popupPinsUnknown') });
    expect(lines.pins).not.toBe(english('popupNotPinned'));
  });

  it('tells an unindexed page from an indexed one without pins', () => {
    expect(pageStripLines({ ...STATUS, pins: [], holders: [] }).pins).toBe(
      english('popupNotPinned'),
    );
    expect(pageStripLines({ ...STATUS, document: null, pins: [], holders: [] }).pins).toBe(
      english('popupNotIndexed'),
    );
  });
});
