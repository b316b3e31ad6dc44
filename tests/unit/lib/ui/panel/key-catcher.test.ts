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
  // Whether the catcher's own document has the focus, as the browser would say: once its
  // window was focused (a take back), until a blur the test sends.
  let focused = false;
  const view = Object.assign(new EventTarget(), {
    focus: vi.fn(() => {
      focused = true;
    }),
    document: { hasFocus: () => focused },
  });
  view.addEventListener('blur', () => {
    focused = false;
  });
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

  it('hands over when the focus leaves with a key still down (its release goes elsewhere)', async () => {
    const { keys, view, key } = caught();
    key('keydown', 'KeyR');
    const act = vi.fn();
    keys.whenQuiet(act);
    expect(act).not.toHaveBeenCalled();
    asPerson(() => view.dispatchEvent(new FocusEvent('blur')));
    // Known a task later: whether the page's own window got the focus, to be taken back.
    await new Promise((resolve) => setTimeout(resolve));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('keeps a key down while the focus is taken back from the page, until its release', async () => {
    const { keys, view, key } = caught();
    key('keydown', 'KeyR');
    asPerson(() => view.dispatchEvent(new FocusEvent('blur')));
    asPerson(() => globalThis.dispatchEvent(new FocusEvent('focus')));
    await new Promise((resolve) => setTimeout(resolve));
    keys.take();
    const act = vi.fn();
    keys.whenQuiet(act);
    expect(act).not.toHaveBeenCalled();
    // Its release heard on the page's window, where it went while the page had the focus.
    asPerson(() =>
      globalThis.dispatchEvent(new KeyboardEvent('keyup', { key: 'r', code: 'KeyR' })),
    );
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

describe('catchKeys takes the focus back before the handover', () => {
  /** The page's own window gets the focus (or loses it), as Chromium's frame commit gives it. */
  const pageWindow = (type: 'focus' | 'blur') =>
    asPerson(() => globalThis.dispatchEvent(new FocusEvent(type)));
  const aTaskLater = () => new Promise((resolve) => setTimeout(resolve));

  it('from the page’s window, a task later and through its own window, while it holds keys', async () => {
    const { view } = caught();
    pageWindow('focus');
    expect(view.focus).not.toHaveBeenCalled();
    await aTaskLater();
    expect(view.focus).toHaveBeenCalledTimes(1);
  });

  it('not when the page’s window lost it again before (the panel’s frame took it)', async () => {
    const { view } = caught();
    pageWindow('focus');
    pageWindow('blur');
    await aTaskLater();
    expect(view.focus).not.toHaveBeenCalled();
  });

  it('not for an element’s focus event, once the keys are taken, or once the panel closed', async () => {
    const { keys, view } = caught();
    const field = document.createElement('input');
    document.body.append(field);
    asPerson(() => field.dispatchEvent(new FocusEvent('focus', { bubbles: true })));
    await aTaskLater();
    keys.take();
    pageWindow('focus');
    await aTaskLater();
    const second = caught();
    second.keys.release();
    pageWindow('focus');
    await aTaskLater();
    expect(view.focus).not.toHaveBeenCalled();
    expect(second.view.focus).not.toHaveBeenCalled();
  });

  it('three times at most: a page that takes it each time keeps it', async () => {
    const { view } = caught();
    for (let take = 0; take < 4; take++) {
      pageWindow('focus');
      await aTaskLater();
      pageWindow('blur');
    }
    expect(view.focus).toHaveBeenCalledTimes(3);
  });
});

describe('catchKeys never holds the handover for good', () => {
  const aTaskLater = () => new Promise((resolve) => setTimeout(resolve));
  const pageWindow = (type: 'focus' | 'blur') =>
    asPerson(() => globalThis.dispatchEvent(new FocusEvent(type)));

  it('lets go of a key down when the page moved the focus on to a frame of its own before the take back', async () => {
    const { keys, view, key } = caught();
    key('keydown', 'KeyR');
    asPerson(() => view.dispatchEvent(new FocusEvent('blur')));
    pageWindow('focus');
    // At once into the page's own frame: its window loses the focus again.
    pageWindow('blur');
    await aTaskLater();
    expect(view.focus).not.toHaveBeenCalled();
    keys.take();
    const act = vi.fn();
    keys.whenQuiet(act);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('hands over a second after the last key went down when its release never comes', () => {
    vi.useFakeTimers();
    try {
      const { keys, key } = caught();
      key('keydown', 'KeyR');
      keys.take();
      const act = vi.fn();
      keys.whenQuiet(act);
      vi.advanceTimersByTime(999);
      expect(act).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(act).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
