// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardClicks } from '../../../../../lib/ui/panel/click-guard';

// Issue 41, finding 5: a click within half a second of the panel appearing, or moving, acts on
// nothing (Chromium's permission prompts do the same); it says why, and the next click acts.
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('guardClicks', () => {
  it('refuses a click just after the panel appeared or moved, then lets the next one through', () => {
    vi.useFakeTimers();
    let time = 1000;
    const button = document.createElement('button');
    document.body.append(button);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    const refused = vi.fn();
    const stop = guardClicks(document.body, refused, () => time);

    time += 200;
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(refused).toHaveBeenLastCalledWith('just-shown');
    expect(document.documentElement.dataset.clicks).toBe('off');

    time += 400;
    vi.advanceTimersByTime(500);
    expect(document.documentElement.dataset.clicks).toBe('on');
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);

    // The page moved or resized the frame: half a second again.
    globalThis.dispatchEvent(new Event('resize'));
    time += 100;
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledTimes(2);

    stop();
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });
});
