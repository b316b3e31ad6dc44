// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchKeys } from '../../../../../lib/ui/panel/key-catcher';
import { asPerson } from '../../../../../lib/ui/panel/trusted';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The catcher in a closed root of its own, and its window, where the person's keys land.
 * happy-dom loads no frame: the catcher's window is played by an event target.
 */
function caught(hidden = false) {
  const host = document.createElement('div');
  document.body.append(host);
  if (hidden) host.style.display = 'none';
  const root = host.attachShadow({ mode: 'closed' });
  const view = Object.assign(new EventTarget(), { focus: vi.fn() });
  const make = document.createElement.bind(document);
  let catcher: HTMLIFrameElement | undefined;
  vi.spyOn(document, 'createElement').mockImplementation(((name: string) => {
    const element = make(name);
    if (name === 'iframe') {
      catcher = element as HTMLIFrameElement;
      Object.defineProperty(element, 'contentWindow', { value: view });
      // happy-dom focuses what is not rendered: a browser does not, as for a hidden host.
      if (hidden) element.focus = vi.fn();
    }
    return element;
  }) as typeof document.createElement);
  const keys = catchKeys(root, () => undefined, vi.fn());
  vi.restoreAllMocks();
  return { keys, view, root, catcher, key: keyOn(view) };
}

/** The person's key on the catcher's window. */
function keyOn(view: EventTarget) {
  return (type: 'keydown' | 'keyup', code: string, key = code.replace('Key', '').toLowerCase()) =>
    asPerson(() => view.dispatchEvent(new KeyboardEvent(type, { key, code })));
}

describe('catchKeys takes the focus', () => {
  it('on the catcher element itself, not through its window', () => {
    const { root, catcher, view } = caught();
    expect(root.activeElement).toBe(catcher);
    expect(view.focus).not.toHaveBeenCalled();
  });

  it('through its window when the page keeps the element from taking it (host hidden)', () => {
    const { root, view } = caught(true);
    expect(root.activeElement).toBeNull();
    expect(view.focus).toHaveBeenCalledTimes(1);
  });
});

describe('catchKeys', () => {
  it('hands over at once when no key is down, and after the last release when one is', () => {
    const { keys, key } = caught();
    const now = vi.fn();
    keys.whenQuiet(now);
    expect(now).toHaveBeenCalledTimes(1);
    key('keydown', 'KeyR');
    key('keydown', 'KeyO');
    const later = vi.fn();
    keys.whenQuiet(later);
    key('keyup', 'KeyR');
    expect(later).not.toHaveBeenCalled();
    key('keyup', 'KeyO');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('hands over when the focus leaves with a key still down (its release goes elsewhere)', () => {
    const { keys, view, key } = caught();
    key('keydown', 'KeyR');
    const act = vi.fn();
    keys.whenQuiet(act);
    expect(act).not.toHaveBeenCalled();
    asPerson(() => view.dispatchEvent(new FocusEvent('blur')));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('holds the keys typed, in order, until they are taken', () => {
    const { keys, key } = caught();
    for (const code of ['KeyR', 'KeyO']) {
      key('keydown', code);
      key('keyup', code);
    }
    expect(keys.take()).toEqual(['r', 'o']);
  });

  it('holds no repeat (the shortcut’s own key, still held) and no Ctrl chord, but an Option character', () => {
    const { keys, view } = caught();
    for (const init of [
      { key: 'u', code: 'KeyU', altKey: true, shiftKey: true, repeat: true },
      { key: 'v', code: 'KeyV', ctrlKey: true },
      { key: 'R', code: 'KeyR', shiftKey: true },
      { key: '@', code: 'KeyL', altKey: true },
    ])
      asPerson(() => view.dispatchEvent(new KeyboardEvent('keydown', init)));
    expect(keys.take()).toEqual(['R', '@']);
  });
});
