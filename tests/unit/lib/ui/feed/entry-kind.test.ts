// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { entryKind, entryUrl } from '../../../../../lib/ui/feed/entry-kind';
import { stubI18n } from '../../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});

describe('entry-kind', () => {
  test('an entry is read as what it carries', () => {
    expect(entryKind({ title: 'x', event: { id: '1', url: 'https://c.example' } })).toBe('event');
    expect(entryKind({ title: 'x', announcement: { draftId: 1 } })).toBe('announcement');
    expect(entryKind({ title: 'x', person: { name: 'A', obfuscatedId: 'a' } })).toBe('person');
    expect(entryKind({ title: 'x' })).toBe('other');
    expect(entryUrl({ title: 'x', document: { url: 'https://d.example' } })).toBe(
      'https://d.example',
    );
  });
});
