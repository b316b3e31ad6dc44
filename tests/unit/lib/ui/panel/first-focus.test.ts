// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusWhenOurs, takeFocus } from '../../../../../lib/ui/panel/first-focus';

let windowFocus: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  document.body.innerHTML = '<button id="close">Close</button><input id="field" />';
  windowFocus = vi.spyOn(globalThis, 'focus').mockImplementation(() => undefined);
});
afterEach(() => {
  // A control a test left waiting is not the next test's.
  takeFocus();
  vi.restoreAllMocks();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** Whether this frame's window has the browser's focus, as the browser would say. */
const windowHasFocus = (has: boolean) => vi.spyOn(document, 'hasFocus').mockReturnValue(has);

describe('focusWhenOurs', () => {
  it('focuses at once when this frame’s window has the focus', () => {
    windowHasFocus(true);
    focusWhenOurs(byId('field'));
    expect(document.activeElement).toBe(byId('field'));
  });

  it('moves no focus before the window has it; the last control asked gets it when the frame takes it', () => {
    windowHasFocus(false);
    focusWhenOurs(byId('close'));
    focusWhenOurs(byId('field'));
    focusWhenOurs(null);
    expect(document.activeElement).toBe(document.body);
    expect(windowFocus).not.toHaveBeenCalled();
    takeFocus();
    expect(windowFocus).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(byId('field'));
  });

  it('leaves a control the person focused before the frame took the focus', () => {
    windowHasFocus(false);
    focusWhenOurs(byId('field'));
    byId('close').focus();
    takeFocus();
    expect(document.activeElement).toBe(byId('close'));
  });

  it('focuses no control taken off the page meanwhile', () => {
    windowHasFocus(false);
    focusWhenOurs(byId('field'));
    byId('field').remove();
    takeFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
