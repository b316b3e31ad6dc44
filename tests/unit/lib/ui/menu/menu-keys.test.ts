import { describe, expect, test } from 'vitest';
import { menuKeyAction } from '../../../../../lib/ui/menu/menu-keys';

// Move to top, Move up (both disabled on the first item), Move down, Move to bottom, Edit.
const FIRST_ITEM = [false, false, true, true, true];

describe('menuKeyAction', () => {
  test('the arrows step over disabled items and wrap around', () => {
    expect(menuKeyAction('ArrowDown', FIRST_ITEM, 2)).toEqual({ kind: 'focus', index: 3 });
    expect(menuKeyAction('ArrowDown', FIRST_ITEM, 4)).toEqual({ kind: 'focus', index: 2 });
    expect(menuKeyAction('ArrowUp', FIRST_ITEM, 2)).toEqual({ kind: 'focus', index: 4 });
    expect(menuKeyAction('ArrowUp', FIRST_ITEM, 4)).toEqual({ kind: 'focus', index: 3 });
    // Focus on the menu itself, not an item: ArrowDown goes to the first.
    expect(menuKeyAction('ArrowDown', FIRST_ITEM, -1)).toEqual({ kind: 'focus', index: 2 });
  });

  test('Home and End go to the first and last item that can act', () => {
    expect(menuKeyAction('Home', FIRST_ITEM, 4)).toEqual({ kind: 'focus', index: 2 });
    expect(menuKeyAction('End', [true, true, false], 0)).toEqual({ kind: 'focus', index: 1 });
  });

  test('Escape closes and returns focus; Tab closes and lets focus go on', () => {
    expect(menuKeyAction('Escape', FIRST_ITEM, 3)).toEqual({ kind: 'close', returnFocus: true });
    expect(menuKeyAction('Tab', FIRST_ITEM, 3)).toEqual({ kind: 'close', returnFocus: false });
  });

  test('other keys, and a menu with nothing to act on, do nothing', () => {
    expect(menuKeyAction('a', FIRST_ITEM, 2)).toEqual({ kind: 'none' });
    expect(menuKeyAction('ArrowDown', [false, false], -1)).toEqual({ kind: 'none' });
  });
});
