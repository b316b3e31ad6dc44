// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  HOST_AGAIN_MS,
  hostState,
  PANEL_HOST_PREFIX,
  PANEL_HOSTS_KEY,
} from '../../../../../lib/shared/storage/panel-host';
import { watchPanel } from '../../../../../lib/ui/panel/host-watch';

// Issue 41: the content script tells the panel's frame, through extension storage (which a
// page can neither read nor write), whether the panel is visible and whether the tab's address
// changed, as soon as either changes; what it leaves there stays one key per open panel.

let frame: HTMLElement;
let stop: () => void;

const key = () => frame.getAttribute('name') as string;
const stored = async () => hostState((await fakeBrowser.storage.local.get(key()))[key()]);

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  history.replaceState({}, '', '/docs/one');
  const host = document.createElement('wk-page-panel');
  const root = host.attachShadow({ mode: 'closed' });
  frame = document.createElement('div');
  root.append(frame);
  document.documentElement.append(host);
  stop = watchPanel(host, frame, root);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.querySelector('wk-page-panel')?.remove();
});

describe('watchPanel', () => {
  it('names the frame with a key of its own, and writes what it sees there at once', async () => {
    expect(key().startsWith(PANEL_HOST_PREFIX)).toBe(true);
    expect(key().length).toBeGreaterThan(PANEL_HOST_PREFIX.length + 16);
    await vi.advanceTimersByTimeAsync(150);
    expect(await stored()).toMatchObject({ visible: false, moved: false });
  });

  it('says the address changed as soon as it does, and not once the frame loaded again', async () => {
    await vi.advanceTimersByTimeAsync(150);
    history.pushState({}, '', '/docs/two');
    // pushState itself is no event: the next look, within 100 ms, sees it.
    await vi.advanceTimersByTimeAsync(150);
    expect((await stored())?.moved).toBe(true);
    frame.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(10);
    expect((await stored())?.moved).toBe(false);
  });

  it('writes again only when something changed, or to say it is alive', async () => {
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await vi.advanceTimersByTimeAsync(150);
    const writes = set.mock.calls.length;
    await vi.advanceTimersByTimeAsync(HOST_AGAIN_MS / 2);
    expect(set).toHaveBeenCalledTimes(writes);
    await vi.advanceTimersByTimeAsync(HOST_AGAIN_MS / 2 + 200);
    expect(set).toHaveBeenCalledTimes(writes + 1);
  });

  it('removes its key when the panel closes', async () => {
    await vi.advanceTimersByTimeAsync(150);
    const mine = key();
    stop();
    await vi.advanceTimersByTimeAsync(10);
    expect(await fakeBrowser.storage.local.get(mine)).toEqual({});
  });

  it('removes the keys of panels no longer alive, and lists its own with the live ones', async () => {
    stop();
    const now = Date.now();
    await fakeBrowser.storage.local.set({
      [PANEL_HOSTS_KEY]: ['wkPanelHost:gone', 'wkPanelHost:live'],
      'wkPanelHost:gone': { visible: true, moved: false, at: now - 10 * HOST_AGAIN_MS },
      'wkPanelHost:live': { visible: true, moved: false, at: now },
    });
    const host = document.querySelector('wk-page-panel') as HTMLElement;
    stop = watchPanel(host, frame, host.shadowRoot ?? (frame.parentNode as ShadowRoot));
    await vi.advanceTimersByTimeAsync(10);
    const all = await fakeBrowser.storage.local.get(null);
    expect(all['wkPanelHost:gone']).toBeUndefined();
    expect(all['wkPanelHost:live']).toBeDefined();
    expect(all[PANEL_HOSTS_KEY]).toEqual(['wkPanelHost:live', key()]);
  });
});

describe('hostState', () => {
  it('reads exactly two booleans and a time, nothing else', () => {
    expect(hostState({ visible: true, moved: false, at: 5, extra: 1 })).toEqual({
      visible: true,
      moved: false,
      at: 5,
    });
    expect(hostState({ visible: 'yes', moved: false, at: 5 })).toBeUndefined();
    expect(hostState({ visible: true, moved: false })).toBeUndefined();
    expect(hostState(null)).toBeUndefined();
  });
});
