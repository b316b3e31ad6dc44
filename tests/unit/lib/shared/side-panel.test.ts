import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  openSidePanel,
  setToolbarOpensSidePanel,
  toggleSidePanel,
} from '../../../../lib/shared/side-panel';
// The kind is a module of its own (the pages' first-data chunk), tested with the opening here.
import { sidePanelKind } from '../../../../lib/shared/side-panel-kind';

// biome-ignore lint/suspicious/noExplicitAny: adding the APIs the fake browser lacks
const fake = fakeBrowser as any;

beforeEach(() => {
  fakeBrowser.reset();
  delete fake.sidePanel;
  delete fake.sidebarAction;
});

function chromium() {
  fake.sidePanel = { open: vi.fn(async () => {}), setPanelBehavior: vi.fn(async () => {}) };
  return fake.sidePanel as {
    open: ReturnType<typeof vi.fn>;
    setPanelBehavior: ReturnType<typeof vi.fn>;
  };
}

function firefox() {
  fake.sidebarAction = { open: vi.fn(async () => {}), toggle: vi.fn(async () => {}) };
  return fake.sidebarAction as { open: ReturnType<typeof vi.fn>; toggle: ReturnType<typeof vi.fn> };
}

describe('the side panel wrapper', () => {
  it('tells which API the browser has, or none', () => {
    expect(sidePanelKind()).toBeNull();
    firefox();
    expect(sidePanelKind()).toBe('firefox');
    chromium();
    expect(sidePanelKind()).toBe('chromium');
  });

  it('opens Chromium’s panel in the given window, in the same turn as the call', () => {
    const sidePanel = chromium();
    void openSidePanel(7);
    // No await before this check: the browser's call happened synchronously, inside the gesture.
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 7 });
  });

  it('opens Firefox’s sidebar in the same turn, and toggles it for the toolbar button', () => {
    const sidebar = firefox();
    void openSidePanel(undefined);
    expect(sidebar.open).toHaveBeenCalledTimes(1);
    void toggleSidePanel(3);
    expect(sidebar.toggle).toHaveBeenCalledTimes(1);
  });

  it('in Chromium the toolbar button opens the panel of the clicked tab’s window', () => {
    const sidePanel = chromium();
    void toggleSidePanel(4);
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 4 });
  });

  it('refuses in words where there is no side panel', async () => {
    await expect(openSidePanel(1)).rejects.toThrow(/no side panel/);
  });

  it('sets Chromium’s panel behaviour, and does nothing in Firefox', async () => {
    const sidePanel = chromium();
    await setToolbarOpensSidePanel(true);
    expect(sidePanel.setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: true });
    delete fake.sidePanel;
    firefox();
    await expect(setToolbarOpensSidePanel(false)).resolves.toBeUndefined();
  });
});
