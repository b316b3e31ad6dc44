// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidePanelThisPage } from '../../../../components/side-panel/side-panel-this-page';
import type { PageStatus } from '../../../../lib/shared/types/page';
import { forgetShown } from '../../../../lib/ui/hooks/use-followed-page-status';
import { english, stubI18n } from '../../../support/page-actions';

// The side panel's strip follows its window's active tab (issue 34): switches in this window,
// navigations of that tab, never another window's; a hidden address says why and asks for the
// `tabs` permission in the click; a form opened from the strip stays with its tab.

type Listener = (...args: unknown[]) => void;
const event = () => {
  const listeners = new Set<Listener>();
  return {
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    trigger: (...args: unknown[]) => {
      for (const listener of listeners) listener(...args);
    },
  };
};

const page = (id: number): PageStatus => ({
  target: { url: `https://intranet.example/${id}`, title: `Page ${id}`, kind: 'page' },
  document: { id: `DOC_${id}` },
  pins: [],
  holders: [],
  checked: 'all',
});

let asked: { type: string; data: { tabId?: number } }[];
/** Answers held back (a slow worker), by tab id. */
let held: Map<number, () => void>;
let holdTab: number | undefined;
let granted: boolean;
let active: number;
const permissions = { onAdded: event(), onRemoved: event() };

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  for (const id of [10, 11, 12, 13]) forgetShown(id); // What an earlier test's panel showed.
  asked = [];
  held = new Map();
  holdTab = undefined;
  granted = false;
  active = 10;
  const windowOf = (id: number) => (id === 99 ? 2 : 1);
  fakeBrowser.windows.getCurrent = vi.fn(async () => ({ id: 1 })) as never;
  fakeBrowser.tabs.query = vi.fn(async () => [{ id: active, windowId: 1 }]) as never;
  fakeBrowser.tabs.get = vi.fn(async (id: number) => ({
    id,
    windowId: windowOf(id),
    // The address is readable (a loopback page, or the tabs permission) except for tab 12.
    url: id === 12 ? undefined : `https://intranet.example/${id}`,
  })) as never;
  Object.assign(fakeBrowser.permissions, {
    contains: vi.fn(async () => granted),
    request: vi.fn(async () => {
      granted = true;
      permissions.onAdded.trigger({ permissions: ['tabs'] });
      return true;
    }),
    onAdded: permissions.onAdded,
    onRemoved: permissions.onRemoved,
  });
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(((
    message: { type: string; data: { tabId?: number } },
    reply: (answer: unknown) => void,
  ) => {
    asked.push(message);
    const tabId = message.data?.tabId ?? -1;
    if (message.type !== 'pageStatus') {
      reply({ res: { ok: true, value: { id: 'w1', state: 'done' } } });
    } else if (tabId === 12 && !granted) {
      const error = { kind: 'forbidden', code: 'NO_ADDRESS', message: 'hidden' };
      reply({ res: { ok: false, error } });
    } else if (tabId === holdTab) {
      held.set(tabId, () => reply({ res: { ok: true, value: page(tabId) } }));
    } else {
      reply({ res: { ok: true, value: page(tabId) } });
    }
  }) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const statusAsks = () => asked.filter((m) => m.type === 'pageStatus').map((m) => m.data.tabId);

describe("the side panel's This page", () => {
  it("follows this window's active tab and its navigations, never another window's", async () => {
    render(<SidePanelThisPage tab={{ id: 10, url: 'https://intranet.example/10' }} />);
    await screen.findByText('Page 10');
    active = 11;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 11, windowId: 1 });
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
    active = 12;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 12, windowId: 1 });
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
    active = 11;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 11, windowId: 1 });
    await screen.findByText('Page 11');
    expect(heading.isConnected).toBe(true);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('roadmap');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await waitFor(() => expect(asked.some((m) => m.type === 'pinPage')).toBe(true));
    expect(asked.find((m) => m.type === 'pinPage')?.data).toMatchObject({
      tabId: 10,
      queries: ['roadmap'],
    });
  });

  it('leaves the keyboard where the person typed when the form was drawn a moment before', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    // What the browser does, outside the test library's act(), which runs effects at once.
    const key = (field: HTMLInputElement, letter: string) => {
      field.value += letter;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // A busy machine: the person reaches the field and presses a key as soon as the form is
    // drawn, before the browser's next frame (when Preact runs a view's effects).
    const reached = new Promise<HTMLInputElement>((resolve) => {
      const drawn = new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('#wk-pin-queries');
        if (!field) return;
        drawn.disconnect();
        field.focus();
        key(field, 'k');
        resolve(field);
      });
      drawn.observe(document.body, { childList: true, subtree: true });
    });
    screen.getByRole('button', { name: english('popupPinThisPage') }).click();
    const field = await reached;
    await new Promise((resolve) => setTimeout(resolve, 100)); // Frames pass: effects have run.
    // Each key goes where the focus is, as a person's does: only a field takes text.
    for (const letter of 'eyboard side panel') {
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement) key(focused, letter);
      await Promise.resolve();
    }
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('keyboard side panel');
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await waitFor(() => expect(asked.some((m) => m.type === 'pinPage')).toBe(true));
    expect(asked.find((m) => m.type === 'pinPage')?.data).toMatchObject({
      queries: ['keyboard side panel'],
    });
  });

  it('shows the newest tab: a late answer about the tab the person left is dropped', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    holdTab = 11;
    active = 11;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 11, windowId: 1 });
    await waitFor(() => expect(held.has(11)).toBe(true));
    // While the worker is slow, the strip says it is checking, never Page 10 as this tab's.
    expect(screen.queryByText('Page 10')).toBeNull();
    holdTab = undefined;
    active = 13;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 13, windowId: 1 });
    await screen.findByText('Page 13');
    held.get(11)?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Page 11')).toBeNull();
    expect(screen.getByText('Page 13')).toBeTruthy();
  });

  it('redraws a tab switched back to at once, before the worker answers, unless it navigated', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    active = 11;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 11, windowId: 1 });
    await screen.findByText('Page 11');
    holdTab = 10; // A worker that has to start first: its answer waits.
    active = 10;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 10, windowId: 1 });
    await screen.findByText('Page 10');
    expect(held.has(10)).toBe(true);
    held.get(10)?.();
    // Tab 11 loads another page while in the background: no longer drawn from what it showed.
    fakeBrowser.tabs.onUpdated.trigger(11, { status: 'loading' }, { id: 11, windowId: 1 } as never);
    holdTab = 11;
    active = 11;
    fakeBrowser.tabs.onActivated.trigger({ tabId: 11, windowId: 1 });
    await screen.findByText(english('popupThisPageLoading'));
    expect(screen.queryByText('Page 11')).toBeNull();
    expect(screen.queryByText('Page 10')).toBeNull();
  });
});
