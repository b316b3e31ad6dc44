// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocus } from '../../../../../lib/ui/panel/focus-keeper';

let clock = 0;
beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A keeper over a stand-in frame (happy-dom loads no frame; the keeper only focuses it and its
 * window), on a page whose document has the focus unless `focused` is false.
 */
function kept(focused = true) {
  const view = { focus: vi.fn() };
  const frame = { focus: vi.fn(), contentWindow: view } as unknown as HTMLIFrameElement;
  const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
  const tell = vi.fn();
  const keeper = keepFocus(frame, tell, () => clock);
  /** `ms` later: the keeper's looks run meanwhile. */
  const later = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { frame, view, hasFocus, tell, keeper, later };
}

describe('keepFocus', () => {
  it('takes the keyboard back as soon as the frame says it lost it to the page, and says so', () => {
    const { frame, view, tell, keeper, later } = kept();
    keeper.start();
    later(300);
    keeper.heard(false);
    expect(view.focus).toHaveBeenCalledTimes(1);
    expect(frame.focus).not.toHaveBeenCalled();
    expect(tell.mock.calls).toEqual([['taken']]);
  });

  it('takes it back again after the page left it alone a while', () => {
    const { view, tell, keeper, later } = kept();
    keeper.start();
    later(300);
    keeper.heard(false);
    keeper.heard(true);
    later(1_000);
    keeper.heard(false);
    expect(view.focus).toHaveBeenCalledTimes(2);
    expect(tell.mock.calls).toEqual([['taken'], ['taken']]);
  });

  it('says the page keeps it when it takes it again at once, and stops taking', () => {
    const { view, tell, keeper, later } = kept();
    keeper.start();
    later(300);
    keeper.heard(false);
    keeper.heard(true);
    later(200);
    keeper.heard(false);
    // Nothing yet: the frame's word on the take might still come.
    expect(tell.mock.calls).toEqual([['taken']]);
    later(400);
    expect(tell.mock.calls).toEqual([['taken'], ['lost']]);
    later(5_000);
    keeper.heard(false);
    expect(view.focus).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenCalledTimes(2);
  });

  it('says the page keeps it when the frame never confirms a take', () => {
    const { tell, keeper, later } = kept();
    keeper.start();
    later(300);
    keeper.heard(false);
    later(400);
    expect(tell.mock.calls).toEqual([['taken']]);
    later(200);
    expect(tell.mock.calls).toEqual([['taken'], ['lost']]);
  });

  it("lets the handover's own moves settle: a loss then is acted on only if it lasts", () => {
    const { view, tell, keeper, later } = kept();
    keeper.start();
    keeper.heard(false);
    keeper.heard(true);
    later(1_000);
    expect(tell).not.toHaveBeenCalled();
    keeper.stop();
    keeper.start();
    keeper.heard(false);
    later(200);
    expect(tell).not.toHaveBeenCalled();
    later(200);
    expect(view.focus).toHaveBeenCalledTimes(1);
    expect(tell.mock.calls).toEqual([['taken']]);
  });

  it('leaves the focus where the person took it: the address bar, another window or tab', () => {
    const { view, tell, keeper, later } = kept(false);
    keeper.start();
    keeper.heard(false);
    later(2_000);
    expect(view.focus).not.toHaveBeenCalled();
    expect(tell).not.toHaveBeenCalled();
  });

  it('does nothing before the handover or once stopped', () => {
    const { view, tell, keeper, later } = kept();
    keeper.heard(false);
    later(300);
    keeper.start();
    keeper.heard(true);
    keeper.stop();
    keeper.heard(false);
    later(2_000);
    expect(view.focus).not.toHaveBeenCalled();
    expect(tell).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts the frame as holding the keyboard again at each start (a view loaded anew)', () => {
    const { tell, keeper, later } = kept();
    keeper.start();
    later(300);
    keeper.heard(false);
    keeper.stop();
    keeper.start();
    later(2_000);
    expect(tell.mock.calls).toEqual([['taken']]);
  });
});
