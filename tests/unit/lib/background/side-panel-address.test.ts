import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followSidePanelScope } from '../../../../lib/background/side-panel-address';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';

// The side panel is the popup's page: its address names the connection as the popup's does,
// and is set only when it differs (Firefox reloads an open sidebar whose panel is set).

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const api = fakeBrowser as unknown as Record<string, unknown>;

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  delete api.sidePanel;
  delete api.sidebarAction;
});

describe("the side panel's address", () => {
  it('Chromium: sidePanel.setOptions with the scope, once per connection', async () => {
    let path = 'sidepanel.html';
    const setOptions = vi.fn(async (options: { path: string }) => {
      path = options.path;
    });
    api.sidePanel = { getOptions: async () => ({ path }), setOptions };
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followSidePanelScope();
    await settle();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' }); // same
    await settle();
    await connectionSettings.set({ serviceUrl: 'https://other.example', scope: 'second' });
    await settle();
    expect(setOptions.mock.calls.map(([options]) => options.path)).toEqual([
      'sidepanel.html?scope=first',
      'sidepanel.html?scope=second',
    ]);
  });

  it('Firefox: sidebarAction.setPanel only when the panel differs (a restarted worker sets none)', async () => {
    let panel = 'moz-extension://uuid/sidepanel.html?scope=first';
    const setPanel = vi.fn(async (details: { panel: string }) => {
      panel = details.panel;
    });
    api.sidebarAction = { getPanel: async () => panel, setPanel };
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followSidePanelScope();
    await settle();
    expect(setPanel).not.toHaveBeenCalled();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'second' });
    await settle();
    expect(setPanel).toHaveBeenCalledWith({ panel: '/sidepanel.html?scope=second' });
  });
});
