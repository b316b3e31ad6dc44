import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageStatus } from '../../lib/shared/types/page';
import { forgetShown } from '../../lib/ui/hooks/use-followed-page-status';
import { stubI18n } from './i18n-stub';

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

/** The status the worker answers for tab `id`: an indexed page without pins. */
const page = (id: number): PageStatus => ({
  target: { url: `https://intranet.example/${id}`, title: `Page ${id}`, kind: 'page' },
  document: { id: `DOC_${id}` },
  pins: [],
  holders: [],
  checked: 'all',
});

/** The side panel's world, which a test changes: its window's tabs and the worker. */
export interface SidePanelWorld {
  /** Every message the page sent the worker. */
  asked: { type: string; data: { tabId?: number } }[];
  /** Answers held back (a slow worker), by tab id. */
  held: Map<number, () => void>;
  /** The tab whose status the worker answers late. */
  holdTab?: number;
  /** The `tabs` permission is granted. */
  granted: boolean;
  /** The window's active tab. */
  active: number;
  permissions: { onAdded: ReturnType<typeof event>; onRemoved: ReturnType<typeof event> };
}

/**
 * Makes `world` a fresh fake browser for the side panel in window 1 (tab 99 is in window 2):
 * tabs 10 to 13, each an indexed page whose address is readable except tab 12's (without
 * `tabs`), a worker that answers their status, and every write as done.
 */
function sidePanelWorld(world: SidePanelWorld): void {
  fakeBrowser.reset();
  stubI18n();
  for (const id of [10, 11, 12, 13]) forgetShown(id); // What an earlier test's panel showed.
  Object.assign(world, {
    asked: [],
    held: new Map(),
    holdTab: undefined,
    granted: false,
    active: 10,
    permissions: { onAdded: event(), onRemoved: event() },
  });
  const windowOf = (id: number) => (id === 99 ? 2 : 1);
  fakeBrowser.windows.getCurrent = vi.fn(async () => ({ id: 1 })) as never;
  fakeBrowser.tabs.query = vi.fn(async () => [{ id: world.active, windowId: 1 }]) as never;
  fakeBrowser.tabs.get = vi.fn(async (id: number) => ({
    id,
    windowId: windowOf(id),
    url: id === 12 ? undefined : `https://intranet.example/${id}`,
  })) as never;
  Object.assign(fakeBrowser.permissions, {
    contains: vi.fn(async () => world.granted),
    request: vi.fn(async () => {
      world.granted = true;
      world.permissions.onAdded.trigger({ permissions: ['tabs'] });
      return true;
    }),
    ...world.permissions,
  });
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(((
    message: { type: string; data: { tabId?: number } },
    reply: (answer: unknown) => void,
  ) => {
    world.asked.push(message);
    const tabId = message.data?.tabId ?? -1;
    if (message.type !== 'pageStatus') {
      reply({ res: { ok: true, value: { id: 'w1', state: 'done' } } });
    } else if (tabId === 12 && !world.granted) {
      const error = { kind: 'forbidden', code: 'NO_ADDRESS', message: 'hidden' };
      reply({ res: { ok: false, error } });
    } else if (tabId === world.holdTab) {
      world.held.set(tabId, () => reply({ res: { ok: true, value: page(tabId) } }));
    } else {
      reply({ res: { ok: true, value: page(tabId) } });
    }
  }) as never);
}

/** Makes tab `tabId` of window 1 the active one, as the browser tells it. */
export function activate(world: SidePanelWorld, tabId: number): void {
  world.active = tabId;
  fakeBrowser.tabs.onActivated.trigger({ tabId, windowId: 1 });
}

/** The world of each test of the file, fresh before it; drawn views and spies gone after. */
export function sidePanelWorldEachTest(): SidePanelWorld {
  const world = {} as SidePanelWorld;
  beforeEach(() => sidePanelWorld(world));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return world;
}
