import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { pageActionHandlers } from '../../../../../lib/background/handlers/page-actions';
import {
  createKeptPageStatus,
  KEPT_STATUS_MS,
  KEPT_STATUS_PAGES,
  keptPageStatus,
} from '../../../../../lib/background/page-actions/kept-status';
import { createBackground } from '../../../../../lib/background/services';
import type { PageStatus } from '../../../../../lib/shared/types/page';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';

// The side panel's strip asks for the active tab's status at every switch (issue 34): the
// worker answers a page seen within 5 minutes from what it keeps, with no request, and its own
// writes about pins and collections make it ask again. Over the reference service, counting
// the requests the worker sends.

const harness = connectionHarness();
let tabs: Record<number, { id: number; url: string; title: string }>;

beforeEach(() => {
  const url = (id: string) => `${harness.server.url}/docs/${id}`;
  tabs = {
    1: { id: 1, url: url('DOC_150'), title: 'One' },
    2: { id: 2, url: url('DOC_151'), title: 'Two' },
    3: { id: 3, url: `${url('DOC_152')}#section`, title: 'Three' },
    4: { id: 4, url: url('DOC_152'), title: 'Three again' },
  };
  vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(
    // biome-ignore lint/suspicious/noExplicitAny: a tab is all the handlers read
    (async (id: number) => tabs[id] as any) as never,
  );
});

async function connect() {
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
}

/** A worker over the connection, with its own kept statuses (a new worker's: empty memory). */
async function connectedWorker(kept = createKeptPageStatus(), connected = false) {
  if (!connected) await connect();
  const sent: string[] = [];
  const recording: typeof fetch = (input, init) => {
    sent.push(String(input).split('/').pop() ?? '');
    return fetch(input, init);
  };
  const background = createBackground({ fetch: recording });
  const handlers = pageActionHandlers(background.context, kept);
  /** The requests one status costs, and the status. */
  const status = async (tabId: number) => {
    const before = sent.length;
    const answer = await handlers.pageStatus({}, tabId);
    return { answer, requests: sent.slice(before) };
  };
  return { background, handlers, status, sent, kept };
}

describe("the worker's kept page statuses", () => {
  it('asks once per page; switching tabs back and forth sends nothing new', async () => {
    const { status, sent } = await connectedWorker();
    expect((await status(1)).requests).toEqual(['getdocuments']);
    expect((await status(2)).requests).toEqual(['getdocuments']);
    for (const tabId of [1, 2, 1, 2, 1]) expect((await status(tabId)).requests).toEqual([]);
    // The same page under another address (a fragment), with its own tab's title.
    expect((await status(3)).requests).toEqual(['getdocuments']);
    const again = await status(4);
    expect(again.requests).toEqual([]);
    expect(again.answer.target.title).toBe('Three again');
    expect(sent).toEqual(['getdocuments', 'getdocuments', 'getdocuments']);
  });

  it("asks again after the extension's own pin, and shows it pinned", async () => {
    // The worker's own store: the one the outbox's client forgets.
    const { status, handlers } = await connectedWorker(keptPageStatus);
    const before = await status(1);
    expect(before.answer.pins).toEqual([]);
    const outcome = await handlers.pinPage(
      { url: tabs[1]?.url ?? '', queries: ['kept status'] },
      1,
    );
    expect(outcome.state).toBe('done');
    const after = await status(1);
    expect(after.requests).toEqual(['getdocuments']);
    const pins = after.answer.pins;
    expect(pins !== 'unknown' && pins.flatMap((pin) => pin.queries)).toEqual(['kept status']);
    expect((await status(1)).requests).toEqual([]);
  });

  it('answers from the session copy after a worker restart, with no request', async () => {
    const first = await connectedWorker();
    await first.status(1);
    const restarted = createKeptPageStatus(); // A new worker: empty memory, the same session.
    const { status } = await connectedWorker(restarted, true);
    expect((await status(1)).requests).toEqual([]);
  });

  it('is kept 5 minutes, for the connection it was read for, and bounded', async () => {
    const kept = createKeptPageStatus();
    await connectedWorker(kept);
    const status = (url: string): PageStatus => ({
      target: { url, title: '', kind: 'page' },
      document: null,
      pins: [],
      holders: [],
      checked: 'all',
    });
    const target = status('https://example.com/a').target;
    await kept.keep(status(target.url), 1_000);
    expect(await kept.get(target, 1_000 + KEPT_STATUS_MS - 1)).toBeDefined();
    expect(await kept.get(target, 1_000 + KEPT_STATUS_MS)).toBeUndefined();
    for (let index = 0; index <= KEPT_STATUS_PAGES; index++) {
      await kept.keep(status(`https://example.com/${index}`), 2_000 + index);
    }
    const at = 2_000 + KEPT_STATUS_PAGES;
    expect(await kept.get(status('https://example.com/0').target, at)).toBeUndefined();
    expect(await kept.get(status('https://example.com/1').target, at)).toBeDefined();
    const stored = await fakeBrowser.storage.session.get('keptPageStatus');
    expect(Object.keys(stored.keptPageStatus as object)).toHaveLength(KEPT_STATUS_PAGES);
    // Another connection (a new scope) reads nothing kept for this one.
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    expect(await kept.get(status('https://example.com/1').target, at)).toBeUndefined();
  });
});
