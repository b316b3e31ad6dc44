// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PanelWatch, watchPanel } from '../../../../../lib/ui/panel/host-watch';
import type { HostState } from '../../../../../lib/ui/panel/panel-words';

// Issue 53: the content script tells the panel's frame over the private port (no storage)
// whether the panel is visible and whether the tab's address changed, as soon as either does.

let frame: HTMLElement;
let host: HTMLElement;
let watch: PanelWatch;
const told: HostState[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  told.length = 0;
  history.replaceState({}, '', '/docs/one');
  host = document.createElement('div');
  const root = host.attachShadow({ mode: 'closed' });
  frame = document.createElement('div');
  root.append(frame);
  document.documentElement.append(host);
  watch = watchPanel(host, frame, root, (state) => told.push(state));
});

afterEach(() => {
  watch.stop();
  vi.useRealTimers();
  host.remove();
});

describe('watchPanel', () => {
  it('tells what it sees at the first look, and again only when it changes', async () => {
    await vi.advanceTimersByTimeAsync(350);
    expect(told).toEqual([{ visible: false, moved: false }]);
  });

  it('says the address changed as soon as it does, and not once the frame loaded again', async () => {
    await vi.advanceTimersByTimeAsync(150);
    history.pushState({}, '', '/docs/two');
    await vi.advanceTimersByTimeAsync(150);
    expect(told.at(-1)).toEqual({ visible: false, moved: true });
    frame.dispatchEvent(new Event('load'));
    expect(told.at(-1)).toEqual({ visible: false, moved: false });
  });

  it('looks at once when asked, and stops when told', async () => {
    expect(watch.look()).toBe(false);
    watch.stop();
    const before = told.length;
    history.pushState({}, '', '/docs/three');
    await vi.advanceTimersByTimeAsync(500);
    expect(told.length).toBe(before);
  });
});
