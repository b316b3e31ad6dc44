import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleCommand } from '../../../../../lib/background/page-actions/commands';
import {
  buildMenuItems,
  createPageActionMenus,
  handleMenuClick,
  MENU_IDS,
} from '../../../../../lib/background/page-actions/menus';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import { panelTargets } from '../../../../../lib/background/page-actions/target-store';
import { DOC_URL, english, fakeContext, stubI18n } from '../../../../support/page-actions';

const TAB = { id: 9, url: DOC_URL, title: 'Deploy guide' };
const LINK = 'http://127.0.0.1:8787/docs/DOC_105';
let executeScript: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  executeScript = vi.fn(async () => []);
  // The fake browser has no scripting or contextMenus: stand-ins record the calls.
  // biome-ignore lint/suspicious/noExplicitAny: assigning APIs the fake lacks
  const fake = fakeBrowser as any;
  fake.scripting = { executeScript };
  fake.contextMenus = {
    removeAll: vi.fn(async () => {}),
    create: vi.fn((_item: unknown, done?: () => void) => done?.()),
  };
});

describe('buildMenuItems', () => {
  it('offers page, link and selection entries, with recent collections as direct entries', () => {
    const items = buildMenuItems([
      { id: 3, name: 'Onboarding' },
      { id: 5, name: 'Team handbook' },
    ]);
    const ids = items.map((item) => item.id);
    expect(ids).toEqual([
      'wk-pin-page',
      'wk-collect-page',
      'wk-collect-page:3',
      'wk-collect-page:5',
      'wk-collect-page:choose',
      'wk-pin-link',
      'wk-collect-link',
      'wk-collect-link:3',
      'wk-collect-link:5',
      'wk-collect-link:choose',
      'wk-pin-selection',
    ]);
    expect(items.find((item) => item.id === 'wk-collect-link:5')).toMatchObject({
      title: 'Team handbook',
      parentId: 'wk-collect-link',
      contexts: ['link'],
    });
    expect(items.find((item) => item.id === MENU_IDS.pinSelection)).toMatchObject({
      title: 'Pin this page for “%s”',
      contexts: ['selection'],
    });
  });

  it('lists at most five recent collections', () => {
    const recent = Array.from({ length: 8 }, (_, index) => ({ id: index, name: `C${index}` }));
    const direct = buildMenuItems(recent).filter((item) => /^wk-collect-page:\d+$/.test(item.id));
    expect(direct).toHaveLength(5);
  });

  it('rebuilds the browser menu from the stored recent collections', async () => {
    await recentCollections.set([{ id: 3, name: 'Onboarding' }]);
    await createPageActionMenus();
    // biome-ignore lint/suspicious/noExplicitAny: reading the stand-in
    const menus = (fakeBrowser as any).contextMenus;
    expect(menus.removeAll).toHaveBeenCalled();
    const created = menus.create.mock.calls.map(([item]: [{ id: string }]) => item.id);
    expect(created).toContain('wk-collect-page:3');
    expect(new Set(created).size).toBe(created.length);
  });
});

describe('handleMenuClick', () => {
  it('"Pin this page" opens the panel on the page', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(context, { menuItemId: MENU_IDS.pinPage }, TAB);
    expect(actual).toEqual({
      panel: 'pin',
      target: { url: DOC_URL, title: 'Deploy guide', kind: 'page' },
    });
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 9 }, files: ['/page-panel.js'] });
    expect((await panelTargets.get())['9']).toMatchObject({ view: 'pin', pageUrl: DOC_URL });
  });

  it('the link entries act on the link, not on the page around it', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: MENU_IDS.pinLink, linkUrl: LINK, pageUrl: DOC_URL },
      TAB,
    );
    expect(actual).toEqual({ panel: 'pin', target: { url: LINK, title: LINK, kind: 'link' } });
    expect((await panelTargets.get())['9']?.target.url).toBe(LINK);
  });

  it('the selection entry pins the page with the selection as the query', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: MENU_IDS.pinSelection, selectionText: '  rollback steps ' },
      TAB,
    );
    expect(actual).toMatchObject({
      panel: 'pin',
      target: { url: DOC_URL, selection: 'rollback steps' },
    });
  });

  it('"Choose…" opens the collection view', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: 'wk-collect-link:choose', linkUrl: LINK },
      TAB,
    );
    expect(actual).toMatchObject({ panel: 'collect', target: { kind: 'link', url: LINK } });
  });

  it('a recent collection adds the link directly and tells the person', async () => {
    await recentCollections.set([{ id: 3, name: 'Onboarding' }]);
    const { context, writes } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: 'wk-collect-link:3', linkUrl: LINK },
      TAB,
    );
    expect(executeScript).not.toHaveBeenCalled();
    expect(writes[0]?.request).toMatchObject({
      collectionId: 3,
      addedCollectionItemDescriptors: [{ itemType: 'URL', url: LINK }],
    });
    expect(actual).toEqual({ feedback: { tone: 'success', message: 'Added to “Collection 3”.' } });
    expect(context.notify).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Added to “Collection 3”.',
    });
  });

  it('a recent collection adds the page directly; a queued write says it will be sent', async () => {
    const { context, writes } = fakeContext(undefined, { state: 'pending' });
    const actual = await handleMenuClick(context, { menuItemId: 'wk-collect-page:3' }, TAB);
    expect(writes[0]?.request).toMatchObject({
      addedCollectionItemDescriptors: [{ itemType: 'DOCUMENT', documentId: 'DOC_101' }],
    });
    expect(actual).toEqual({ feedback: { tone: 'info', message: english('pageActionsPending') } });
  });

  it('explains a browser page with a notification instead of doing nothing', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: MENU_IDS.pinPage },
      { id: 2, url: 'chrome://settings/', title: 'Settings' },
    );
    expect(executeScript).not.toHaveBeenCalled();
    expect(actual).toEqual({
      feedback: { tone: 'error', message: english('pageActionsBrowserPage') },
    });
    expect(context.notify).toHaveBeenCalledTimes(1);
  });

  it('explains a link that is not a web address', async () => {
    const { context } = fakeContext();
    const actual = await handleMenuClick(
      context,
      { menuItemId: MENU_IDS.pinLink, linkUrl: 'mailto:alex@acme.example' },
      TAB,
    );
    expect(actual).toEqual({
      feedback: { tone: 'error', message: english('pageActionsNotWebPage') },
    });
  });

  it('explains when the browser refuses the panel', async () => {
    executeScript.mockRejectedValueOnce(new Error('Cannot access contents of the page.'));
    const { context } = fakeContext();
    const actual = await handleMenuClick(context, { menuItemId: MENU_IDS.pinPage }, TAB);
    expect(actual).toEqual({
      feedback: { tone: 'error', message: english('pageActionsCannotInject') },
    });
  });

  it('ignores entries that are not its own', async () => {
    const { context } = fakeContext();
    expect(await handleMenuClick(context, { menuItemId: 'someone-else' }, TAB)).toBeNull();
    expect(context.notify).not.toHaveBeenCalled();
  });
});

describe('handleCommand', () => {
  it('opens the panel on the view of the command', async () => {
    const { context } = fakeContext();
    expect(await handleCommand(context, 'add-to-collection', TAB)).toMatchObject({
      panel: 'collect',
    });
    expect(await handleCommand(context, 'pin-page', TAB)).toMatchObject({ panel: 'pin' });
    expect(await handleCommand(context, 'unknown', TAB)).toBeNull();
  });

  it('explains a file page', async () => {
    const { context } = fakeContext();
    const actual = await handleCommand(context, 'pin-page', { id: 1, url: 'file:///tmp/a.pdf' });
    expect(actual).toEqual({
      feedback: { tone: 'error', message: english('pageActionsFilePage') },
    });
  });
});
