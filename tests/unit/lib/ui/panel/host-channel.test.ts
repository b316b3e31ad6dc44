// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HostChannel, openChannel } from '../../../../../lib/ui/panel/host-channel';
import { HELLO } from '../../../../../lib/ui/panel/panel-words';

// Issue 53, findings 1 and 2: the frame's port goes to the frame only, with its load's secret,
// and a load the content script did not start closes the panel.

let frame: HTMLIFrameElement;
let channel: HostChannel;
const stray = vi.fn();
const words = vi.fn();
const ADDRESS = 'chrome-extension://dynamic/page-panel-frame.html?view=pin';
const ORIGIN = 'chrome-extension://abcdef';

beforeEach(() => {
  stray.mockReset();
  words.mockReset();
  frame = document.createElement('iframe');
  document.body.append(frame);
  channel = openChannel(frame, words, stray);
});
afterEach(() => {
  channel.close();
  frame.remove();
});

describe('openChannel', () => {
  it('closes the panel on a load it did not start', () => {
    frame.dispatchEvent(new Event('load'));
    expect(stray).toHaveBeenCalledTimes(1);
  });

  it('hands a port to its own load, aimed at the extension, with the opening’s secret', () => {
    channel.navigate(ADDRESS, ORIGIN, 'the opening');
    const secret = 'the opening';
    expect(frame.getAttribute('src')).toBe(ADDRESS);
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    frame.dispatchEvent(new Event('load'));
    expect(stray).not.toHaveBeenCalled();
    const [data, origin, transfer] = post.mock.calls[0] as unknown as [
      Record<string, string>,
      string,
      MessagePort[],
    ];
    expect(data).toEqual({ [HELLO]: secret });
    expect(origin).toBe(ORIGIN);
    expect(transfer).toHaveLength(1);
    // A second load, not asked for: the panel closes.
    frame.dispatchEvent(new Event('load'));
    expect(stray).toHaveBeenCalledTimes(1);
  });

  it('closes the panel when the frame’s page leaves with no navigation of ours under way', () => {
    channel.navigate(ADDRESS, ORIGIN, 'the opening');
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    frame.dispatchEvent(new Event('load'));
    const port = (
      post.mock.calls[0] as unknown as [unknown, string, MessagePort[]]
    )[2][0] as MessagePort;
    // Its own navigation first: the old page's leaving is expected, and says nothing.
    channel.navigate(ADDRESS, ORIGIN, 'the opening');
    expect(stray).not.toHaveBeenCalled();
    return new Promise<void>((done) => {
      // The new load's port, and then its page leaving while nothing of ours is under way.
      frame.dispatchEvent(new Event('load'));
      const next = (
        post.mock.calls[1] as unknown as [unknown, string, MessagePort[]]
      )[2][0] as MessagePort;
      next.postMessage({ kind: 'leaving' });
      const check = setInterval(() => {
        if (stray.mock.calls.length === 0) return;
        clearInterval(check);
        port.close();
        next.close();
        done();
      }, 5);
    });
  });

  it('closes the panel when a load of its own is never answered (a page’s load replaced it)', () => {
    vi.useFakeTimers();
    try {
      channel.navigate(ADDRESS, ORIGIN, 'the opening');
      Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() } });
      frame.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(4_999);
      expect(stray).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(stray).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
