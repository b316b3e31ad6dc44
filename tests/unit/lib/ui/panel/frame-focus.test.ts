// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFocus } from '../../../../../lib/ui/panel/frame-focus';
import { frameWord, hostWord } from '../../../../../lib/ui/panel/panel-words';
import { forgetListeners, hear, said } from '../../../../support/frame-port';

// The private port to the content script (lib/ui/panel/frame-port.ts), played by the test.
vi.mock('../../../../../lib/ui/panel/frame-port', () => import('../../../../support/frame-port'));

let stop = () => undefined as unknown;
afterEach(() => {
  vi.unstubAllEnvs();
  stop();
  delete document.documentElement.dataset.keyboard;
  document.body.innerHTML = '';
  said.length = 0;
  forgetListeners();
});

describe('reportFocus', () => {
  it("says each time this frame's window gains or loses the focus, and nothing for an element's", () => {
    stop = reportFocus(vi.fn());
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    field.blur();
    globalThis.dispatchEvent(new FocusEvent('blur'));
    globalThis.dispatchEvent(new FocusEvent('focus'));
    expect(said).toEqual([
      { kind: 'focus', has: false },
      { kind: 'focus', has: true },
    ]);
  });

  it('puts the focus back where it was when the keyboard came back, counts and shows each word', () => {
    // The count is the e2e build's (its tests wait for it).
    vi.stubEnv('MODE', 'e2e');
    const shown = vi.fn();
    stop = reportFocus(shown);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    // The page took the keyboard: this document's focus was left on its body.
    field.blur();
    expect(document.activeElement).toBe(document.body);
    hear({ kind: 'keyboard', state: 'taken' });
    expect(document.activeElement).toBe(field);
    expect(document.documentElement.dataset.keyboard).toBe('taken 1');
    hear({ kind: 'keyboard', state: 'lost' });
    expect(document.documentElement.dataset.keyboard).toBe('lost 2');
    expect(shown.mock.calls).toEqual([['taken'], ['lost']]);
  });
});

describe('the words about the keyboard on the private port', () => {
  it('are read exactly, and nothing else passes for them', () => {
    expect(frameWord({ kind: 'focus', has: false })).toEqual({ kind: 'focus', has: false });
    expect(frameWord({ kind: 'focus', has: 'no' })).toBeUndefined();
    expect(hostWord({ kind: 'keyboard', state: 'lost', more: 1 })).toEqual({
      kind: 'keyboard',
      state: 'lost',
    });
    expect(hostWord({ kind: 'keyboard', state: 'kept' })).toBeUndefined();
  });
});
