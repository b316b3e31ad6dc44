// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  FRAME_LOADED,
  hostState,
  PANEL_PORT,
  RECONNECT_MS,
} from '../../../../../lib/shared/messages/panel-host';
import { watchPanel } from '../../../../../lib/ui/panel/host-watch';

// Issue 41: the content script tells the panel's frame (through the worker, over a port only
// an extension context can open) whether the panel is visible and whether the tab's address
// changed, as soon as either changes.

type Handler = (message?: unknown) => void;

/** A port as `runtime.connect` opens it, with its listeners kept to be called here. */
function fakePort(name: string) {
  const heard: Handler[] = [];
  const closed: Handler[] = [];
  return {
    name,
    postMessage: vi.fn(),
    disconnect: vi.fn(),
    onMessage: { addListener: (listener: Handler) => heard.push(listener) },
    onDisconnect: { addListener: (listener: Handler) => closed.push(listener) },
    say: (message: unknown) => {
      for (const listener of heard) listener(message);
    },
    close: () => {
      for (const listener of closed) listener();
    },
  };
}

let ports: ReturnType<typeof fakePort>[];
let stop: () => void;

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  ports = [];
  Object.assign(fakeBrowser.runtime, {
    connect: ({ name }: { name: string }) => {
      const port = fakePort(name);
      ports.push(port);
      return port;
    },
  });
  history.replaceState({}, '', '/docs/one');
  const host = document.createElement('wk-page-panel');
  const root = host.attachShadow({ mode: 'closed' });
  const frame = document.createElement('div');
  root.append(frame);
  document.documentElement.append(host);
  stop = watchPanel(host, frame, root);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.querySelector('wk-page-panel')?.remove();
});

const states = (port: ReturnType<typeof fakePort>) =>
  port.postMessage.mock.calls.map(([message]) => hostState(message));

describe('watchPanel', () => {
  it('says what it sees at once on its port, and again as soon as the address changes', () => {
    expect(ports.map((port) => port.name)).toEqual([PANEL_PORT]);
    const port = ports[0] as ReturnType<typeof fakePort>;
    expect(states(port)).toEqual([{ visible: false, moved: false }]);

    history.pushState({}, '', '/docs/two');
    // The pushState itself is not an event: the next look, within LOOK_MS, sees it.
    vi.advanceTimersByTime(150);
    expect(states(port).at(-1)).toEqual({ visible: false, moved: true });
    // Said once: nothing changed since (said again only after 20 s, to keep the worker up).
    const said = port.postMessage.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(port.postMessage).toHaveBeenCalledTimes(said);
    vi.advanceTimersByTime(16_000);
    expect(port.postMessage).toHaveBeenCalledTimes(said + 1);
  });

  it('takes the address a reloaded frame shows as where it was shown', () => {
    const port = ports[0] as ReturnType<typeof fakePort>;
    history.pushState({}, '', '/docs/two');
    vi.advanceTimersByTime(150);
    expect(states(port).at(-1)?.moved).toBe(true);
    port.say(FRAME_LOADED);
    expect(states(port).at(-1)).toEqual({ visible: false, moved: false });
  });

  it('opens its port again when the worker closed it, and says it all again', () => {
    (ports[0] as ReturnType<typeof fakePort>).close();
    vi.advanceTimersByTime(RECONNECT_MS + 10);
    expect(ports).toHaveLength(2);
    expect(states(ports[1] as ReturnType<typeof fakePort>)).toEqual([
      { visible: false, moved: false },
    ]);
  });

  it('closes its port and opens none once stopped', () => {
    const port = ports[0] as ReturnType<typeof fakePort>;
    stop();
    expect(port.disconnect).toHaveBeenCalled();
    port.close();
    vi.advanceTimersByTime(1_000);
    expect(ports).toHaveLength(1);
  });
});

describe('hostState', () => {
  it('reads exactly two booleans, nothing else', () => {
    expect(hostState({ visible: true, moved: false, extra: 1 })).toEqual({
      visible: true,
      moved: false,
    });
    expect(hostState({ visible: 'yes', moved: false })).toBeUndefined();
    expect(hostState(null)).toBeUndefined();
    expect(hostState({ visible: true })).toBeUndefined();
  });
});
