import { describe, expect, test } from 'vitest';
import { draftIdFromSearch, draftSearch } from '../../../../../lib/ui/drafts/draft-address';

describe('the draft page address', () => {
  test('names a draft by number, or none', () => {
    expect(draftIdFromSearch('?id=206')).toBe(206);
    expect(draftIdFromSearch(draftSearch(42))).toBe(42);
    expect(draftIdFromSearch('')).toBeNull();
    expect(draftIdFromSearch('?id=abc')).toBeNull();
    expect(draftIdFromSearch('?id=-3')).toBeNull();
  });
});
