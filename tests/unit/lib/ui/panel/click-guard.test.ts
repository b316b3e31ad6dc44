// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardClicks } from '../../../../../lib/ui/panel/click-guard';

// What the content script says of the panel (lib/ui/panel/host-port.ts), said here instead.
let say: (state: { visible: boolean; moved: boolean }) => void = () => undefined;
vi.mock('../../../../../lib/ui/panel/host-port', () => ({
  listenToHost: (onState: typeof say) => {
    say = onState;
  },
}));
const seen = (visible: boolean, moved = false) => say({ visible, moved });

// Issue 41, finding 5: a click within half a second of the panel appearing, or moving, acts on
// nothing (Chromium's permission prompts do the same); it says why, and the next click acts.
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A button under a guard on a clock of the test's own, with what each callback heard. */
function guarded() {
  vi.useFakeTimers();
  const clock = { time: 1000 };
  const button = document.createElement('button');
  document.body.append(button);
  const clicked = vi.fn();
  button.addEventListener('click', clicked);
  const refused = vi.fn();
  const moved = vi.fn();
  const stop = guardClicks(document.body, refused, moved, () => clock.time);
  return { clock, button, clicked, refused, moved, stop };
}

describe('guardClicks', () => {
  it('refuses a click just after the panel appeared or moved, then lets the next one through', () => {
    const { clock, button, clicked, refused, stop } = guarded();
    // No IntersectionObserver v2 here (as in Firefox): the content script says it is visible.
    seen(true);

    clock.time += 200;
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(refused).toHaveBeenLastCalledWith('just-shown');
    expect(document.documentElement.dataset.clicks).toBe('off');

    clock.time += 400;
    vi.advanceTimersByTime(500);
    expect(document.documentElement.dataset.clicks).toBe('on');
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);

    // A resize that changed nothing (Firefox sends them to a panel opened again): no wait.
    globalThis.dispatchEvent(new Event('resize'));
    clock.time += 100;
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);

    // The page resized the frame: half a second again.
    const width = globalThis.innerWidth;
    Object.defineProperty(globalThis, 'innerWidth', { value: width - 100, configurable: true });
    globalThis.dispatchEvent(new Event('resize'));
    Object.defineProperty(globalThis, 'innerWidth', { value: width, configurable: true });
    clock.time += 100;
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledTimes(2);

    stop();
    button.click();
    expect(clicked).toHaveBeenCalledTimes(3);
  });

  it('without v2, refuses every click until the content script says the panel is visible', () => {
    const { clock, button, clicked, refused, moved, stop } = guarded();

    // Long after it appeared, but nobody said it is visible: it is not.
    clock.time += 2000;
    vi.advanceTimersByTime(2000);
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(refused).toHaveBeenLastCalledWith('not-visible');
    expect(document.documentElement.dataset.clicks).toBe('off');

    // Visible: half a second from now, as when it appeared.
    seen(true);
    clock.time += 100;
    button.click();
    expect(refused).toHaveBeenLastCalledWith('just-shown');
    clock.time += 500;
    vi.advanceTimersByTime(500);
    expect(document.documentElement.dataset.clicks).toBe('on');
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);

    // The page made it see-through: refused at once, with why.
    seen(false);
    expect(document.documentElement.dataset.clicks).toBe('off');
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenLastCalledWith('not-visible');

    // The tab's address changed: the panel hears it at once.
    expect(moved).not.toHaveBeenCalled();
    seen(false, true);
    expect(moved).toHaveBeenCalledTimes(1);
    stop();
  });
});
