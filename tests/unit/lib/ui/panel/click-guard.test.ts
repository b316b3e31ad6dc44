// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardClicks } from '../../../../../lib/ui/panel/click-guard';
import { trusted } from '../../../../../lib/ui/panel/trusted';
import { forgetListeners, hear, said } from '../../../../support/frame-port';

// The private port to the content script (lib/ui/panel/frame-port.ts), played by the test.
vi.mock('../../../../../lib/ui/panel/frame-port', () => import('../../../../support/frame-port'));
const seen = (visible: boolean, moved = false) => hear({ kind: 'state', visible, moved });
/** Answers every look the frame asked for since the last answer. */
function answer(visible: boolean) {
  for (const word of said.splice(0))
    if (word.kind === 'check') hear({ kind: 'checked', id: word.id, visible });
}

let stopGuard = () => undefined as unknown;
afterEach(() => {
  stopGuard();
  vi.useRealTimers();
  delete document.documentElement.dataset.refused;
  delete document.documentElement.dataset.refusedWhy;
  document.body.innerHTML = '';
  said.length = 0;
  forgetListeners();
});

/** A button under a guard on a clock of the test's own, with what each callback heard. */
function guarded() {
  vi.useFakeTimers();
  const clock = { time: 1000 };
  const button = document.createElement('button');
  document.body.append(button);
  const clicked = vi.fn();
  button.addEventListener('click', trusted(clicked));
  const refused = vi.fn();
  const moved = vi.fn();
  const stop = guardClicks(document.body, refused, moved, () => clock.time);
  stopGuard = stop;
  return { clock, button, clicked, refused, moved, stop };
}

/** Seen visible, and half a second later: clicks may act. */
function settled(clock: { time: number }) {
  seen(true);
  clock.time += 600;
  vi.advanceTimersByTime(600);
}

describe('guardClicks', () => {
  it('refuses a click just after the panel appeared, and while not seen visible', () => {
    const { clock, button, clicked, refused } = guarded();
    button.click();
    expect(refused).toHaveBeenLastCalledWith('not-visible');
    seen(true);
    clock.time += 200;
    button.click();
    expect(refused).toHaveBeenLastCalledWith('just-shown');
    expect(clicked).not.toHaveBeenCalled();
    expect(said).toEqual([]);
  });

  it('holds a click until the content script, asked after it, saw the panel visible; then it acts once', async () => {
    const { clock, button, clicked, refused } = guarded();
    settled(clock);
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(said).toEqual([{ kind: 'check', id: 1 }]);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(refused).not.toHaveBeenCalled();
  });

  it('refuses a click when the look after it finds the panel see-through (state not yet said)', async () => {
    const { clock, button, clicked, refused } = guarded();
    settled(clock);
    button.click();
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(clicked).not.toHaveBeenCalled();
    expect(refused).toHaveBeenLastCalledWith('not-visible');
    expect(document.documentElement.dataset.refused).toBe('1');
    expect(document.documentElement.dataset.refusedWhy).toBe('not-visible');
  });

  it('refuses a click whose press was looked at and found not visible', async () => {
    const { clock, button, clicked, refused } = guarded();
    settled(clock);
    // A press the browser made (trusted), then its click.
    const press = new Event('pointerdown');
    Object.defineProperty(press, 'isTrusted', { value: true });
    globalThis.dispatchEvent(press);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const [atPress, atClick] = said.splice(0);
    hear({ kind: 'checked', id: (atPress as { id: number }).id, visible: false });
    hear({ kind: 'checked', id: (atClick as { id: number }).id, visible: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(clicked).not.toHaveBeenCalled();
    expect(refused).toHaveBeenLastCalledWith('not-visible');
  });

  it('hears that the tab moved', () => {
    const { moved } = guarded();
    seen(true, true);
    expect(moved).toHaveBeenCalledTimes(1);
  });
});
