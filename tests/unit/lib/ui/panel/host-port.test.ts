// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listenToHost } from '../../../../../lib/ui/panel/host-port';

// Issue 41: the panel's frame follows its own key (named by its browsing context's name), and
// reads anything but `true` as false.

const KEY = 'wkPanelHost:abc123';

beforeEach(() => {
  fakeBrowser.reset();
  window.name = KEY;
});
afterEach(() => {
  window.name = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listenToHost', () => {
  it('hands on what is stored, then each change of its own key, read strictly', async () => {
    await fakeBrowser.storage.local.set({ [KEY]: { visible: true, moved: false, at: 1 } });
    const states = vi.fn();
    listenToHost(states);
    await flush();
    expect(states).toHaveBeenLastCalledWith({ visible: true, moved: false });
    await fakeBrowser.storage.local.set({ [KEY]: { visible: false, moved: true, at: 2 } });
    await flush();
    expect(states).toHaveBeenLastCalledWith({ visible: false, moved: true });
    // Anything but true is not visible, not moved; another panel's key is not this frame's.
    await fakeBrowser.storage.local.set({ [KEY]: { visible: 'yes', moved: 1, at: 3 } });
    await flush();
    expect(states).toHaveBeenLastCalledWith({ visible: false, moved: false });
    await fakeBrowser.storage.local.set({
      'wkPanelHost:other': { visible: true, moved: false, at: 9 },
    });
    await flush();
    expect(states).toHaveBeenCalledTimes(3);
  });

  it('follows nothing in a frame not named', async () => {
    window.name = '';
    await fakeBrowser.storage.local.set({ other: { visible: true, moved: false, at: 1 } });
    const states = vi.fn();
    listenToHost(states);
    await flush();
    expect(states).not.toHaveBeenCalled();
  });
});
