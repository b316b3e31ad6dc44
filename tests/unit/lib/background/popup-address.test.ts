import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followPopupScope } from '../../../../lib/background/popup-address';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import {
  sidePanelSettings,
  TOOLBAR_PANEL_POLICY_KEY,
} from '../../../../lib/shared/storage/side-panel-settings';

beforeEach(() => {
  fakeBrowser.reset();
  // biome-ignore lint/suspicious/noExplicitAny: the fake browser has no side panel
  delete (fakeBrowser as any).sidePanel;
});

/** The popup addresses the worker set, in order (the fake browser has no `setPopup`). */
function recordPopups() {
  const set: string[] = [];
  vi.spyOn(fakeBrowser.action, 'setPopup').mockImplementation(async ({ popup }) => {
    set.push(String(popup));
  });
  return set;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the toolbar popup's address", () => {
  it('names the stored connection as soon as the worker starts', async () => {
    const set = recordPopups();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followPopupScope();
    await settle();
    expect(set).toEqual(['popup.html?scope=first']);
  });

  it('follows a change of connection', async () => {
    const set = recordPopups();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followPopupScope();
    await settle();
    // A refusal noted on the same connection is not a new one.
    await connectionSettings.set({
      serviceUrl: 'https://k.example',
      scope: 'first',
      problem: { kind: 'unauthorized', message: 'Refused' },
    });
    await connectionSettings.set({ serviceUrl: 'https://other.example', scope: 'second' });
    await settle();
    expect(set.at(-1)).toBe('popup.html?scope=second');
    expect(new Set(set)).toEqual(new Set(['popup.html?scope=first', 'popup.html?scope=second']));
  });

  it('sets it again at the next write when the browser refused it', async () => {
    const set: string[] = [];
    vi.spyOn(fakeBrowser.action, 'setPopup')
      .mockRejectedValueOnce(new Error('No action'))
      .mockImplementation(async ({ popup }) => {
        set.push(String(popup));
      });
    followPopupScope();
    await settle();
    await connectionSettings.set({ scope: 'none' });
    await settle();
    expect(set).toEqual(['popup.html?scope=none']);
  });
});

describe('the option "Open the side panel from the toolbar button"', () => {
  function chromiumPanel() {
    const behaviours: boolean[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: adding the API the fake browser lacks
    (fakeBrowser as any).sidePanel = {
      open: vi.fn(async () => {}),
      setPanelBehavior: vi.fn(async ({ openPanelOnActionClick }) => {
        behaviours.push(openPanelOnActionClick);
      }),
    };
    return behaviours;
  }

  it('leaves the toolbar button without a popup while it is on, and Chromium opens the panel', async () => {
    const set = recordPopups();
    const behaviours = chromiumPanel();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    await sidePanelSettings.set({ openFromToolbar: true });
    followPopupScope();
    await settle();
    expect(set).toEqual(['']);
    expect(behaviours).toEqual([true]);
    // Turned off: the popup is back, at the connection's address.
    await sidePanelSettings.set({ openFromToolbar: false });
    await settle();
    expect(set.at(-1)).toBe('popup.html?scope=first');
    expect(behaviours.at(-1)).toBe(false);
  });

  it('follows the organisation’s policy over the person’s choice', async () => {
    const set = recordPopups();
    vi.spyOn(fakeBrowser.storage.managed, 'get').mockResolvedValue({
      [TOOLBAR_PANEL_POLICY_KEY]: true,
    } as never);
    followPopupScope();
    await settle();
    expect(set).toEqual(['']);
    // A later connection change keeps the popup away.
    await connectionSettings.set({ scope: 'second' });
    await settle();
    expect(set.at(-1)).toBe('');
  });
});
