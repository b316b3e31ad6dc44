// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidePanelThisPage } from '../../../../components/side-panel/side-panel-this-page';
import { english } from '../../../support/page-actions';
import { activate, sidePanelWorldEachTest } from '../../../support/side-panel-browser';

// The side panel's strip follows its window's active tab (issue 34): switches in this window,
// navigations of that tab, never another window's; a hidden address says why and asks for the
// `tabs` permission in the click; a form opened from the strip stays with its tab.

const world = sidePanelWorldEachTest();

const statusAsks = () =>
  world.asked.filter((m) => m.type === 'pageStatus').map((m) => m.data.tabId);

describe("the side panel's This page", () => {
  it("follows this window's active tab and its navigations, never another window's", async () => {
    render(<SidePanelThisPage tab={{ id: 10, url: 'https://intranet.example/10' }} />);
    await screen.findByText('Page 10');
    activate(world, 11);
    await screen.findByText('Page 11');
    // One question per switch, also once the tab's address has come.
    await waitFor(() => expect(fakeBrowser.tabs.get).toHaveBeenCalledWith(11));
    expect(statusAsks().filter((id) => id === 11)).toHaveLength(1);
    fakeBrowser.tabs.onActivated.trigger({ tabId: 99, windowId: 2 });
    fakeBrowser.tabs.onUpdated.trigger(11, { status: 'loading' }, { id: 11, windowId: 1 } as never);
    fakeBrowser.tabs.onUpdated.trigger(10, { status: 'complete' }, {
      id: 10,
      windowId: 1,
    } as never);
    const before = statusAsks().length;
    fakeBrowser.tabs.onUpdated.trigger(11, { status: 'complete' }, {
      id: 11,
      windowId: 1,
    } as never);
    await waitFor(() => expect(statusAsks().length).toBe(before + 1));
    expect(statusAsks()).not.toContain(99);
    expect(statusAsks().at(-1)).toBe(11);
    expect(screen.getByRole('status').textContent).toBe(english('sidePanelThisPage', 'Page 11'));
  });

  it('says why a hidden tab is not shown, and asks for the tabs permission in the click', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    activate(world, 12);
    const follow = await screen.findByRole('button', { name: english('sidePanelFollowTabs') });
    expect(screen.getByText(english('sidePanelNoAddress'))).toBeTruthy();
    fireEvent.click(follow);
    expect(fakeBrowser.permissions.request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    await screen.findByText('Page 12');
  });

  it('keeps a form on the tab it was opened for when the person switches tabs', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    fireEvent.click(screen.getByRole('button', { name: english('popupPinThisPage') }));
    const heading = await screen.findByRole('heading', {
      name: english('sidePanelPinHeading', 'Page 10'),
    });
    const field = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'roadmap' } });
    activate(world, 11);
    await screen.findByText('Page 11');
    expect(heading.isConnected).toBe(true);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('roadmap');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await waitFor(() => expect(world.asked.some((m) => m.type === 'pinPage')).toBe(true));
    expect(world.asked.find((m) => m.type === 'pinPage')?.data).toMatchObject({
      tabId: 10,
      queries: ['roadmap'],
    });
  });

  it('shows the newest tab: a late answer about the tab the person left is dropped', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    world.holdTab = 11;
    activate(world, 11);
    await waitFor(() => expect(world.held.has(11)).toBe(true));
    // While the worker is slow, the strip says it is checking, never Page 10 as this tab's.
    expect(screen.queryByText('Page 10')).toBeNull();
    world.holdTab = undefined;
    activate(world, 13);
    await screen.findByText('Page 13');
    world.held.get(11)?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Page 11')).toBeNull();
    expect(screen.getByText('Page 13')).toBeTruthy();
  });

  it('redraws a tab switched back to at once, before the worker answers, unless it navigated', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    activate(world, 11);
    await screen.findByText('Page 11');
    world.holdTab = 10; // A worker that has to start first: its answer waits.
    activate(world, 10);
    await screen.findByText('Page 10');
    expect(world.held.has(10)).toBe(true);
    world.held.get(10)?.();
    // Tab 11 loads another page while in the background: no longer drawn from what it showed.
    fakeBrowser.tabs.onUpdated.trigger(11, { status: 'loading' }, { id: 11, windowId: 1 } as never);
    world.holdTab = 11;
    activate(world, 11);
    await screen.findByText(english('popupThisPageLoading'));
    expect(screen.queryByText('Page 11')).toBeNull();
    expect(screen.queryByText('Page 10')).toBeNull();
  });
});
