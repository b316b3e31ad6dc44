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

  it('hands a port to its own load, aimed at the extension, with a secret the address holds', () => {
    channel.navigate(ADDRESS, ORIGIN);
    const secret = (frame.getAttribute('src') ?? '').split('#')[1];
    expect(secret?.length).toBeGreaterThan(16);
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

  it('gives each load a fresh secret', () => {
    channel.navigate(ADDRESS, ORIGIN);
    const first = frame.getAttribute('src');
    channel.navigate(ADDRESS, ORIGIN);
    expect(frame.getAttribute('src')).not.toBe(first);
  });
});
