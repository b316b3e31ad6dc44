/** What a key pressed inside an open menu does (WAI-ARIA APG menu button). */
export type MenuKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'close'; returnFocus: boolean }
  | { kind: 'none' };

/**
 * The item a key moves to among `enabled` (one flag per item, in order), from `current` (-1
 * when no item has focus): ArrowDown/ArrowUp step and wrap around, Home/End go to the first or
 * last item. Disabled items are skipped, as the keyboard cannot act on them. Escape closes the
 * menu and gives focus back to its button; Tab closes it and lets the focus go on its way.
 */
export function menuKeyAction(key: string, enabled: boolean[], current: number): MenuKeyAction {
  if (key === 'Escape') return { kind: 'close', returnFocus: true };
  if (key === 'Tab') return { kind: 'close', returnFocus: false };
  const order = enabled.flatMap((on, index) => (on ? [index] : []));
  const first = order[0];
  const last = order[order.length - 1];
  if (first === undefined || last === undefined) return { kind: 'none' };
  if (key === 'Home') return { kind: 'focus', index: first };
  if (key === 'End') return { kind: 'focus', index: last };
  if (key === 'ArrowDown') {
    return { kind: 'focus', index: order.find((index) => index > current) ?? first };
  }
  if (key === 'ArrowUp') {
    return { kind: 'focus', index: order.findLast((index) => index < current) ?? last };
  }
  return { kind: 'none' };
}
