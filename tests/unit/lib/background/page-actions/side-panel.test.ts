import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  handleCommand,
  OPEN_SIDE_PANEL_COMMAND,
} from '../../../../../lib/background/page-actions/commands';
import {
  buildMenuItems,
  createPageActionMenus,
  handleMenuClick,
  MENU_IDS,
} from '../../../../../lib/background/page-actions/menus';
import { registerPageActionListeners } from '../../../../../lib/background/page-actions/register';
import { english, fakeContext, stubI18n } from '../../../../support/page-actions';

// The toolbar button's context menu cannot be clicked through Chromium's or Firefox's driver
// (it is the browser's own menu): its entry and handler are tested here on the fake browser.

// biome-ignore lint/suspicious/noExplicitAny: adding the APIs the fake browser lacks
const fake = fakeBrowser as any;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  delete fake.sidebarAction;
  open = vi.fn(async () => {});
  fake.sidePanel = { open, setPanelBehavior: vi.fn(async () => {}) };
  fake.contextMenus = {
    removeAll: vi.fn(async () => {}),
    create: vi.fn((_item: unknown, done?: () => void) => done?.()),
    onClicked: { addListener: vi.fn() },
  };
});

const TAB = { id: 9, windowId: 4, url: 'https://intranet.example/page', title: 'Page' };

describe('"Open in side panel" on the toolbar button’s menu', () => {
  it('is an entry of the toolbar button only, where the browser has a side panel', async () => {
    expect(buildMenuItems([], true)[0]).toEqual({
      id: MENU_IDS.openSidePanel,
      title: english('sidePanelOpen'),
      contexts: ['action'],
    });
    expect(buildMenuItems([]).some((item) => item.id === MENU_IDS.openSidePanel)).toBe(false);
    await createPageActionMenus();
    const created = fake.contextMenus.create.mock.calls.map(([item]: [{ id: string }]) => item.id);
    expect(created).toContain(MENU_IDS.openSidePanel);
    delete fake.sidePanel;
    fake.contextMenus.create.mockClear();
    await createPageActionMenus();
    const without = fake.contextMenus.create.mock.calls.map(([item]: [{ id: string }]) => item.id);
    expect(without).not.toContain(MENU_IDS.openSidePanel);
  });

  it('opens the panel in the clicked tab’s window, before anything is awaited', async () => {
    const { context } = fakeContext();
    const done = handleMenuClick(context, { menuItemId: MENU_IDS.openSidePanel }, TAB);
    expect(open).toHaveBeenCalledWith({ windowId: 4 });
    expect(await done).toEqual({ sidePanel: true });
    expect(context.notify).not.toHaveBeenCalled();
  });

  it('tells the person in words when the browser refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open.mockRejectedValue(
      new Error('sidePanel.open() may only be called in response to a user gesture'),
    );
    const { context } = fakeContext();
    const actual = await handleMenuClick(context, { menuItemId: MENU_IDS.openSidePanel }, TAB);
    const notice = { tone: 'error', message: english('sidePanelOpenFailed') };
    expect(actual).toEqual({ feedback: notice });
    expect(context.notify).toHaveBeenCalledWith(notice);
  });
});

describe('the side panel’s keyboard command', () => {
  it('opens the panel in the tab’s window in the same turn as the key press', async () => {
    const { context } = fakeContext();
    const done = handleCommand(context, OPEN_SIDE_PANEL_COMMAND, TAB);
    expect(open).toHaveBeenCalledWith({ windowId: 4 });
    expect(await done).toEqual({ sidePanel: true });
  });

  it('in Firefox opens the sidebar', async () => {
    delete fake.sidePanel;
    fake.sidebarAction = { open: vi.fn(async () => {}), toggle: vi.fn(async () => {}) };
    const { context } = fakeContext();
    const done = handleCommand(context, OPEN_SIDE_PANEL_COMMAND, TAB);
    expect(fake.sidebarAction.open).toHaveBeenCalledTimes(1);
    expect(await done).toEqual({ sidePanel: true });
  });
});

describe('the toolbar button while it opens the side panel', () => {
  it('toggles Firefox’s sidebar on a click, in the click’s turn', () => {
    delete fake.sidePanel;
    fake.sidebarAction = { open: vi.fn(async () => {}), toggle: vi.fn(async () => {}) };
    const clicks: ((tab: typeof TAB) => void)[] = [];
    vi.spyOn(fakeBrowser.action.onClicked, 'addListener').mockImplementation((listener) => {
      clicks.push(listener as never);
    });
    fake.commands = { onCommand: { addListener: vi.fn() } };
    registerPageActionListeners(fakeContext().context);
    expect(clicks).toHaveLength(1);
    clicks[0]?.(TAB);
    expect(fake.sidebarAction.toggle).toHaveBeenCalledTimes(1);
  });
});
