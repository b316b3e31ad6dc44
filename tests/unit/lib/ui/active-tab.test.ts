// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeTab, isOwnPage } from '../../../../lib/ui/active-tab';

type Tab = { id: number; url?: string };

/** The window's active tab, and the tab this page is in (none: the toolbar popup). */
function tabs(active: Tab | undefined, current: Tab | undefined) {
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue((active ? [active] : []) as never);
  vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue(current as never);
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('the tab the popup is about', () => {
  it('is the page the toolbar popup was opened over, with its address', async () => {
    tabs({ id: 7, url: 'https://docs.example/plan' }, undefined);
    const tab = await activeTab();
    expect(tab).toEqual({ id: 7, url: 'https://docs.example/plan' });
    expect(isOwnPage(tab)).toBe(false);
  });

  it('is the popup itself when it is open in a tab, even with the address left out', async () => {
    // Chromium 150 gives no address for the extension's own tab without the "tabs" permission.
    tabs({ id: 9 }, { id: 9 });
    const tab = await activeTab();
    expect(tab).toEqual({ id: 9, url: undefined, own: true });
    expect(isOwnPage(tab)).toBe(true);
  });

  it("knows the extension's own page by its address too, and another tab is not the popup", async () => {
    expect(isOwnPage({ id: 3, url: fakeBrowser.runtime.getURL('/popup.html') })).toBe(true);
    tabs({ id: 4 }, { id: 9 });
    expect(isOwnPage(await activeTab())).toBe(false);
  });

  it('answers no tab when the window has none, and a failing lookup of its own is no tab', async () => {
    tabs(undefined, undefined);
    expect(await activeTab()).toBeUndefined();
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 5 }] as never);
    vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockRejectedValue(new Error('no tabs here'));
    expect(await activeTab()).toEqual({ id: 5, url: undefined });
  });
});
