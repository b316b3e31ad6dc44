// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocus } from '../../../../../lib/ui/panel/focus-keeper';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A placed panel (its host focused, as when its frame has the focus) and a field of the page's. */
function placed(focused = true) {
  const host = document.createElement('div');
  host.tabIndex = -1;
  // A stand-in for the frame: happy-dom loads no frame, and keepFocus only focuses it.
  const frame = document.createElement('div') as unknown as HTMLIFrameElement;
  host.attachShadow({ mode: 'open' }).append(frame);
  const own = document.createElement('input');
  document.body.append(own, host);
  host.focus();
  vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  // The frame's focus moves the page's focus to its host, as in a browser.
  vi.spyOn(frame, 'focus').mockImplementation(() => host.focus());
  const taken = vi.fn();
  const keeper = keepFocus(host, frame, taken);
  return { host, frame, own, taken, keeper };
}

describe('keepFocus', () => {
  it('takes the keyboard back in the same task as the page moved it, and says so', async () => {
    const { host, frame, own, taken, keeper } = placed();
    keeper.start();
    own.focus();
    expect(document.activeElement).toBe(own);
    await Promise.resolve();
    expect(frame.focus).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(host);
    expect(taken).toHaveBeenCalledTimes(1);
  });

  it('finds a move that sent no focusin within one look', () => {
    const { host, own, taken, keeper } = placed();
    keeper.start();
    // The page blurred the host (or kept its focusin from every later listener): no focusin.
    host.blur();
    expect(taken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(taken).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(host);
  });

  it('does nothing before the handover, after it stopped, or when the tab is not in front', async () => {
    const early = placed();
    early.own.focus();
    await vi.advanceTimersByTimeAsync(300);
    expect(early.taken).not.toHaveBeenCalled();
    early.keeper.start();
    early.keeper.stop();
    early.host.focus();
    early.own.focus();
    await vi.advanceTimersByTimeAsync(300);
    expect(early.taken).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    const away = placed(false);
    away.keeper.start();
    away.own.focus();
    await vi.advanceTimersByTimeAsync(300);
    expect(away.taken).not.toHaveBeenCalled();
  });

  it('gives up after five takes against a page that moves the focus again each time', async () => {
    const { host, own, frame, taken, keeper } = placed();
    keeper.start();
    // As soon as the panel has it back (a browser lets a page do it in the blur event itself).
    host.addEventListener('focus', () => queueMicrotask(() => own.focus()));
    own.focus();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frame.focus).toHaveBeenCalledTimes(5);
    expect(document.activeElement).toBe(own);
    // Said once: the page has kept it since.
    expect(taken).toHaveBeenCalledTimes(1);
  });

  it('tells each time the page takes the keyboard again after the panel had it back', async () => {
    const { own, taken, keeper } = placed();
    keeper.start();
    own.focus();
    await vi.advanceTimersByTimeAsync(200);
    own.focus();
    await vi.advanceTimersByTimeAsync(200);
    expect(taken).toHaveBeenCalledTimes(2);
  });

  it('leaves a panel that has the keyboard alone', async () => {
    const { taken, keeper } = placed();
    keeper.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(taken).not.toHaveBeenCalled();
    keeper.stop();
  });
});
