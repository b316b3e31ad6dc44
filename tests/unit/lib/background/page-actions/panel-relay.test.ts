import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { relayPanelState } from '../../../../../lib/background/page-actions/panel-relay';
import { FRAME_LOADED, PANEL_PORT } from '../../../../../lib/shared/messages/panel-host';

// Issue 41: the worker carries what the content script sees of the page panel to the panel's
// frame of the same tab, and to nothing else; it takes a port only from the panel's page of
// this extension or from a content script in a tab's top frame, as the browser names them.

type Handler = (message?: unknown) => void;
type Sender = { id?: string; url?: string; frameId?: number; tab?: { id: number } };

function fakePort(sender: Sender, name = PANEL_PORT) {
  const heard: Handler[] = [];
  const closed: Handler[] = [];
  return {
    name,
    sender,
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

let connect: (port: unknown) => void;
const PAGE = 'https://intranet.example.com/news';
const frameUrl = () => fakeBrowser.runtime.getURL('/page-panel-frame.html?view=pin');
const frameOf = (tab: number) =>
  fakePort({ id: fakeBrowser.runtime.id, url: frameUrl(), frameId: 7, tab: { id: tab } });
const hostOf = (tab: number) =>
  fakePort({ id: fakeBrowser.runtime.id, url: PAGE, frameId: 0, tab: { id: tab } });

beforeEach(() => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser.runtime, {
    onConnect: {
      addListener: (listener: (port: unknown) => void) => {
        connect = listener;
      },
    },
  });
  relayPanelState();
});

describe('relayPanelState', () => {
  it('passes a content script’s state to its own tab’s frame only, and asks it when a frame loads', () => {
    const host = hostOf(3);
    const frame = frameOf(3);
    const otherFrame = frameOf(4);
    connect(host);
    connect(frame);
    connect(otherFrame);
    expect(host.postMessage).toHaveBeenCalledWith(FRAME_LOADED);
    host.say({ visible: true, moved: false });
    expect(frame.postMessage).toHaveBeenLastCalledWith({ visible: true, moved: false });
    expect(otherFrame.postMessage).not.toHaveBeenCalled();
    // Anything but exactly a state is dropped.
    host.say({ visible: 'yes', moved: false, script: 'alert(1)' });
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
    // A frame gone hears nothing more.
    frame.close();
    host.say({ visible: false, moved: false });
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another extension', { id: 'someone-else', url: PAGE, frameId: 0, tab: { id: 3 } }],
    ['no tab', { id: 'OURS', url: PAGE, frameId: 0 }],
    ['a subframe of the page', { id: 'OURS', url: PAGE, frameId: 2, tab: { id: 3 } }],
    ['another page of ours', { id: 'OURS', url: 'OPTIONS', frameId: 0, tab: { id: 3 } }],
  ])('closes a port from %s, and passes nothing it says', (_, sender: Sender) => {
    if (sender.id === 'OURS') sender.id = fakeBrowser.runtime.id;
    if (sender.url === 'OPTIONS') sender.url = fakeBrowser.runtime.getURL('/options.html');
    const stranger = fakePort(sender);
    const frame = frameOf(3);
    connect(frame);
    connect(stranger);
    expect(stranger.disconnect).toHaveBeenCalled();
    stranger.say({ visible: true, moved: false });
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('knows the panel’s frame at the per-session address Chromium gives it', () => {
    const ours = new URL(fakeBrowser.runtime.getURL('/'));
    const dynamic = `${ours.protocol}//0a1b2c3d-session/page-panel-frame.html?view=collect`;
    const frame = fakePort({
      id: fakeBrowser.runtime.id,
      url: dynamic,
      frameId: 5,
      tab: { id: 3 },
    });
    const host = hostOf(3);
    connect(host);
    connect(frame);
    expect(frame.disconnect).not.toHaveBeenCalled();
    host.say({ visible: true, moved: true });
    expect(frame.postMessage).toHaveBeenLastCalledWith({ visible: true, moved: true });
  });

  it('leaves a port of another name alone', () => {
    const other = fakePort({ id: fakeBrowser.runtime.id, url: PAGE, frameId: 0 }, 'other');
    connect(other);
    expect(other.disconnect).not.toHaveBeenCalled();
  });
});
