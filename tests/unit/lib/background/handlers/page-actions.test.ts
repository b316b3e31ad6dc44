import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pageActionHandlers } from '../../../../../lib/background/handlers/page-actions';
import { keptPageStatus } from '../../../../../lib/background/page-actions/kept-status';
import { recentCollections } from '../../../../../lib/background/page-actions/recent';
import { readTarget, recordTarget } from '../../../../../lib/background/page-actions/target-store';
import {
  collection,
  DOC,
  DOC_URL,
  english,
  fakeClient,
  fakeContext,
  stubI18n,
} from '../../../../support/page-actions';

/** A page that offered no text (the record's page text is required). */
const NO_TEXT = { linkText: '', description: '' };

const LINK = 'https://blog.example/post';
let tabs: Record<number, { id: number; url?: string; title?: string }>;

beforeEach(async () => {
  fakeBrowser.reset();
  // The worker's kept statuses live in memory too: each test asks the service afresh.
  await keptPageStatus.forgetAll();
  stubI18n();
  tabs = { 9: { id: 9, url: DOC_URL, title: 'Deploy guide' } };
  vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(
    // biome-ignore lint/suspicious/noExplicitAny: a tab is all the handlers read
    (async (id: number) => tabs[id] as any) as never,
  );
  // biome-ignore lint/suspicious/noExplicitAny: the fake lacks scripting
  (fakeBrowser as any).scripting = { executeScript: vi.fn(async () => []) };
});

describe('pageStatus', () => {
  it('describes the tab page from its document: its own pins and the collections holding it', async () => {
    const getcollection = vi.fn();
    const client = fakeClient({
      getcollection,
      getdocuments: vi.fn(async () => ({
        documents: {
          [DOC_URL]: {
            ...DOC,
            metadata: {
              collections: [{ id: 1, name: 'C1', unknownField: true }],
              pins: [{ id: 'pin-1', documentId: 'DOC_101', queries: ['deploy'] }],
            },
          },
        },
      })),
    });
    const { context } = fakeContext(client);
    const status = await pageActionHandlers(context).pageStatus({}, 9);
    expect(status.target).toEqual({ url: DOC_URL, title: 'Deploy guide', kind: 'page' });
    expect(status.document?.id).toBe('DOC_101');
    expect(status.pins).toEqual([{ id: 'pin-1', documentId: 'DOC_101', queries: ['deploy'] }]);
    expect(status.holders).toEqual([{ id: 1, name: 'C1' }]);
    expect(status.checked).toBe('all');
    // One request: no collection is opened, the list is not read.
    expect(getcollection).not.toHaveBeenCalled();
    expect(context.read).not.toHaveBeenCalled();
    expect(status).not.toHaveProperty('view');
  });

  it('says "not known" when the service leaves them out; only the picker checks the recently used', async () => {
    await recentCollections.set([
      { id: 2, name: 'Team handbook' },
      { id: 1, name: 'C1' },
    ]);
    const getcollection = vi.fn(async ({ id }: { id: number }) => ({
      collection: collection(id, `C${id}`, {
        items: id === 1 ? [{ collectionId: 1, itemType: 'DOCUMENT', documentId: 'DOC_101' }] : [],
      }),
    }));
    const { context } = fakeContext(fakeClient({ getcollection }));
    const handlers = pageActionHandlers(context);
    const status = await handlers.pageStatus({}, 9);
    expect(status.pins).toBe('unknown');
    expect(status.holders).toEqual([]);
    expect(status.checked).toBe('unknown');
    expect(getcollection).not.toHaveBeenCalled();
    expect(context.read).not.toHaveBeenCalled();

    const plain = await handlers.collectionChoices({}, 9);
    expect(plain.membership).toBeUndefined();
    expect(getcollection).not.toHaveBeenCalled();
    const checked = await handlers.collectionChoices({ check: { documentId: 'DOC_101' } }, 9);
    expect(checked.membership).toEqual({
      holders: [{ id: 1, name: 'C1' }],
      checked: [
        { id: 2, name: 'Team handbook' },
        { id: 1, name: 'C1' },
      ],
    });
    expect(getcollection).toHaveBeenCalledTimes(2);
  });

  it('answers the recorded link target', async () => {
    await recordTarget(9, { url: LINK, title: LINK, kind: 'link' }, 'collect', DOC_URL, NO_TEXT);
    const { context } = fakeContext();
    const status = await pageActionHandlers(context).pageStatus({}, 9);
    expect(status.target).toEqual({ url: LINK, title: LINK, kind: 'link' });
    expect(status.document).toBeNull();
    expect(status.pins).toEqual([]);
    // The view is the script the worker injected; the panel does not read it from the status.
    expect(status).not.toHaveProperty('view');
  });

  it('forgets a record once the tab has navigated elsewhere', async () => {
    await recordTarget(
      9,
      { url: LINK, title: LINK, kind: 'link' },
      'collect',
      'https://old.example/',
      NO_TEXT,
    );
    const { context } = fakeContext();
    const status = await pageActionHandlers(context).pageStatus({}, 9);
    expect(status.target.url).toBe(DOC_URL);
  });

  // Issue 41, finding 7: a 1 MB title filled the panel, and "add" failed on its length.
  it("clips a page's title and selection where they enter, keeping nothing longer", async () => {
    tabs[9] = { id: 9, url: DOC_URL, title: 'T'.repeat(1_000_000) };
    const { context } = fakeContext();
    const status = await pageActionHandlers(context).pageStatus({}, 9);
    expect(status.target.title).toHaveLength(500);
    await pageActionHandlers(context).openPageActions({ action: 'pin' }, 9);
    expect((await readTarget(9, DOC_URL))?.target.title).toHaveLength(500);
  });

  it('explains a closed tab and an unsupported page', async () => {
    const { context } = fakeContext();
    const handlers = pageActionHandlers(context);
    await expect(handlers.pageStatus({}, 77)).rejects.toThrow(english('pageActionsTabGone'));
    tabs[9] = { id: 9, url: 'https://chromewebstore.google.com/detail/x', title: 'Store' };
    await expect(handlers.pageStatus({}, 9)).rejects.toThrow(english('pageActionsStorePage'));
  });
});

describe('message handlers', () => {
  it('pins the recorded link target, not the page', async () => {
    const linkDoc = 'http://127.0.0.1:8787/docs/DOC_101';
    tabs[9] = { id: 9, url: 'http://127.0.0.1:8787/', title: 'Acme knowledge' };
    await recordTarget(
      9,
      { url: linkDoc, title: linkDoc, kind: 'link' },
      'pin',
      'http://127.0.0.1:8787/',
      NO_TEXT,
    );
    const { context, writes } = fakeContext();
    await pageActionHandlers(context).pinPage({ url: linkDoc, queries: ['deploy'] }, 9, 'panel');
    expect(writes[0]?.request).toMatchObject({ documentId: 'DOC_101' });
  });

  // Issue 41, finding 1: the page set its hash while the person chose a collection, and the
  // collection received the page's own address, named after the link.
  it('acts on the link the panel showed after the tab moved to another address, and says so', async () => {
    await recordTarget(
      9,
      { url: LINK, title: 'A post', kind: 'link' },
      'collect',
      DOC_URL,
      NO_TEXT,
    );
    tabs[9] = { id: 9, url: `${DOC_URL}#moved`, title: 'Deploy guide' };
    const { context, writes } = fakeContext();
    const handlers = pageActionHandlers(context);
    const status = await handlers.pageStatus({}, 9, 'panel');
    expect(status.target).toMatchObject({ url: LINK, kind: 'link' });
    expect(status.moved).toBe(true);
    await handlers.addPageToCollection({ url: LINK, collectionId: 1, name: 'A post' }, 9, 'panel');
    expect(writes[0]?.request).toMatchObject({
      addedCollectionItemDescriptors: [{ itemType: 'URL', url: LINK, name: 'A post' }],
    });
    expect(JSON.stringify(writes)).not.toContain(DOC_URL);
  });

  it('never acts on another address than the one the view showed', async () => {
    const { context, writes } = fakeContext();
    const handlers = pageActionHandlers(context);
    // The side panel showed the tab's page; the tab has moved on since (pushState).
    tabs[9] = { id: 9, url: `${DOC_URL}/elsewhere`, title: 'Elsewhere' };
    await expect(
      handlers.addPageToCollection({ url: DOC_URL, collectionId: 1 }, 9, 'page'),
    ).rejects.toThrow(english('pageActionsTargetChanged', `${DOC_URL}/elsewhere`));
    await expect(handlers.pinPage({ url: DOC_URL, queries: ['q'] }, 9, 'page')).rejects.toThrow(
      english('pageActionsTargetChanged', `${DOC_URL}/elsewhere`),
    );
    // The page panel reopened on another target meanwhile: its older view is refused too.
    await recordTarget(9, { url: LINK, title: 'A post', kind: 'link' }, 'pin', DOC_URL, NO_TEXT);
    await expect(
      handlers.createCollectionWithPage({ url: DOC_URL, collectionName: 'Reading' }, 9, 'panel'),
    ).rejects.toThrow(english('pageActionsTargetChanged', LINK));
    expect(writes).toEqual([]);
  });

  it('refuses a page panel whose target the worker no longer holds, never acting on the tab', async () => {
    const { context, writes } = fakeContext();
    await expect(
      pageActionHandlers(context).pinPage({ url: DOC_URL, queries: ['q'] }, 9, 'panel'),
    ).rejects.toThrow(english('pageActionsPanelGone'));
    expect(writes).toEqual([]);
  });

  it('openPageActions places the panel in the named tab, fixing its target with what the page offered', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the stand-in answers what the tab read
    (fakeBrowser as any).scripting.executeScript = vi.fn(async (injection: { func?: unknown }) =>
      injection.func
        ? [{ result: { linkText: '', description: 'D'.repeat(5000), selection: 'deploy' } }]
        : [],
    );
    const { context } = fakeContext();
    expect(await pageActionHandlers(context).openPageActions({ action: 'collect' }, 9)).toBeNull();
    // biome-ignore lint/suspicious/noExplicitAny: reading the stand-in
    expect((fakeBrowser as any).scripting.executeScript).toHaveBeenLastCalledWith({
      target: { tabId: 9 },
      files: ['/page-panel.js'],
    });
    const record = await readTarget(9, DOC_URL);
    expect(record?.view).toBe('collect');
    expect(record?.target.selection).toBe('deploy');
    expect(record?.page.description).toHaveLength(2000);
    const status = await pageActionHandlers(context).pageStatus({}, 9, 'panel');
    expect(status.page?.description).toHaveLength(2000);
  });

  it('openPageActions on a browser page fails with the explanation for the popup', async () => {
    tabs[4] = { id: 4, url: 'chrome://newtab/', title: 'New tab' };
    const { context } = fakeContext();
    await expect(pageActionHandlers(context).openPageActions({ action: 'pin' }, 4)).rejects.toThrow(
      english('pageActionsBrowserPage'),
    );
  });
});
