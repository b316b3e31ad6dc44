/** One key as both browsers' input layers describe it (DOM `key`/`code`, Windows key code). */
export interface KeyDescription {
  key: string;
  code: string;
  keyCode: number;
  /** What the key types, if it types anything. */
  text?: string;
}

const NAMED: Record<string, [code: string, keyCode: number, text?: string]> = {
  Enter: ['Enter', 13, '\r'],
  Tab: ['Tab', 9],
  Escape: ['Escape', 27],
  Backspace: ['Backspace', 8],
  Delete: ['Delete', 46],
  Home: ['Home', 36],
  End: ['End', 35],
  ArrowUp: ['ArrowUp', 38],
  ArrowDown: ['ArrowDown', 40],
  ArrowLeft: ['ArrowLeft', 37],
  ArrowRight: ['ArrowRight', 39],
  Alt: ['AltLeft', 18],
  Shift: ['ShiftLeft', 16],
  Control: ['ControlLeft', 17],
  Meta: ['MetaLeft', 91],
  ' ': ['Space', 32, ' '],
  Space: ['Space', 32, ' '],
};

/** Modifier bits as the DevTools protocol counts them. */
export const CDP_MODIFIERS: Record<string, number> = { Alt: 1, Control: 2, Meta: 4, Shift: 8 };

/**
 * Describes `name` (Playwright's spelling: `Enter`, `ArrowUp`, `a`, `Ä`). A character without a
 * key of its own on a US keyboard is typed as its text alone (code empty, key code 0).
 */
export function describeKey(name: string): KeyDescription {
  const named = NAMED[name];
  if (named) {
    const [code, keyCode, text] = named;
    return { key: name === 'Space' ? ' ' : name, code, keyCode, text };
  }
  const upper = name.toUpperCase();
  if (/^[A-Z]$/.test(upper))
    return { key: name, code: `Key${upper}`, keyCode: upper.charCodeAt(0), text: name };
  if (/^[0-9]$/.test(name))
    return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), text: name };
  return { key: name, code: '', keyCode: 0, text: name };
}

/** Splits a chord (`Alt+Shift+ArrowUp`) into its held modifiers and its last key. */
export function splitChord(keys: string): { modifiers: string[]; key: string } {
  if (keys === '+') return { modifiers: [], key: '+' };
  const parts = keys.split('+');
  const key = parts.pop() ?? '';
  return { modifiers: parts, key };
}
