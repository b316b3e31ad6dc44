import { describe, expect, it } from 'vitest';
import { popupPath, popupScope } from '../../../../../lib/shared/urls/popup-address';

describe("the popup's address", () => {
  it('names the connection and gives it back', () => {
    for (const scope of ['8bb9ba91-d79a-4edd-a92f-5bf6b93517f8', 'none']) {
      const path = popupPath(scope);
      expect(path.startsWith('popup.html?')).toBe(true);
      expect(popupScope(new URL(path, 'chrome-extension://id/').search)).toBe(scope);
    }
  });

  it('names none when the popup was opened without one (in a tab, or before the worker set it)', () => {
    expect(popupScope('')).toBeNull();
    expect(popupScope('?scope=')).toBeNull();
    expect(popupScope('?other=1')).toBeNull();
  });
});
