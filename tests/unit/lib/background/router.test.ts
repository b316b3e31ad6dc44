import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers, type Handlers } from '../../../../lib/background/handlers';
import type { PageActionMessage } from '../../../../lib/background/handlers/page-actions';
import { registerMessageHandlers } from '../../../../lib/background/router';
import { createBackground } from '../../../../lib/background/services';
import { removeAllListeners } from '../../../../lib/shared/messages/receive';
import type { Result } from '../../../../lib/shared/result';
import { deliverMessage } from '../../../support/deliver';

const EXTENSION_PAGE = {
  id: 'test-extension-id',
  url: 'chrome-extension://test-extension-id/popup.html',
};
const CONTENT_SCRIPT = {
  id: 'test-extension-id',
  url: 'https://intranet.example.com/page',
  tab: { id: 42 },
};

/**
 * Delivers a message as the browser would, with a sender, and returns the answer; undefined
 * when the sender hears nothing. Silence is what the browser reads it as: no listener kept the
 * channel open (returned true). A positive control sent after it is then answered while this
 * message still has no answer.
 */
async function deliver(type: string, data: unknown, sender: object): Promise<Result<unknown>> {
  const delivery = await deliverMessage(type, data, sender);
  if (!delivery.kept) {
    const control = await deliver('getConnection', undefined, EXTENSION_PAGE);
    expect(control).toMatchObject({ ok: true });
    expect(delivery.answer()).toBeUndefined();
    return undefined as unknown as Result<unknown>;
  }
  await delivery.answered;
  // receive.ts wraps each answer as { res }: an answer is never empty (that is not silence).
  const res = (delivery.answer() as { res?: Result<unknown> } | undefined)?.res;
  expect(res).toBeDefined();
  return res as Result<unknown>;
}

let fetchSpy: ReturnType<typeof vi.fn>;
let pageActions: { [K in PageActionMessage]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  fetchSpy = vi.fn(async () => new Response('{}'));
  pageActions = {
    panelOpening: vi.fn(async () => 'the opening'),
    pageStatus: vi.fn(async (_data, tabId) => ({ tabId })),
    collectionChoices: vi.fn(),
    pinPage: vi.fn(async () => ({ id: 'w', state: 'done' })),
    editPagePin: vi.fn(),
    unpinPagePin: vi.fn(),
    addPageToCollection: vi.fn(),
    createCollectionWithPage: vi.fn(),
    pageItem: vi.fn(),
    editPageItem: vi.fn(),
    openPageActions: vi.fn(async () => null),
  };
  registerMessageHandlers({
    ...createHandlers(createBackground({ fetch: fetchSpy as unknown as typeof fetch })),
    ...(pageActions as unknown as Pick<Handlers, PageActionMessage>),
  });
});

afterEach(() => removeAllListeners());

describe('messages to the background', () => {
  it('answers an extension page', async () => {
    const answer = await deliver('getConnection', undefined, EXTENSION_PAGE);
    expect(answer).toMatchObject({ ok: true, value: { state: 'not-configured' } });
  });

  it('lets a content script act only on its own tab, whatever tab it names', async () => {
    const answer = await deliver('pageStatus', {}, CONTENT_SCRIPT);
    expect(answer).toEqual({ ok: true, value: { tabId: 42 } });
    const named = await deliver('pageStatus', { tabId: 7 }, CONTENT_SCRIPT);
    expect(named).toEqual({ ok: true, value: { tabId: 42 } });
  });

  // Issue 41: the panel is an extension page framed in the tab. It is that tab's panel, never one
  // of our pages (which may name any tab and queue any write); any other page of ours framed
  // in a tab is a stranger.
  it('treats the panel frame page in a tab as the panel of that tab only', async () => {
    for (const host of ['test-extension-id', '6dfbd7b3-b7ea-4605-91f0-a3af6429ab9d']) {
      const frame = {
        id: 'test-extension-id',
        url: `chrome-extension://${host}/page-panel-frame.html?view=pin`,
        tab: { id: 42 },
        frameId: 3,
      };
      expect(await deliver('pageStatus', { tabId: 7 }, frame)).toEqual({
        ok: true,
        value: { tabId: 42 },
      });
      expect(await deliver('getConnection', undefined, frame)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
    }
    const framedPage = {
      id: 'test-extension-id',
      url: 'chrome-extension://test-extension-id/options.html',
      tab: { id: 42 },
      frameId: 3,
    };
    expect(await deliver('getConnection', undefined, framedPage)).toBeUndefined();
    expect(await deliver('pageStatus', { tabId: 7 }, framedPage)).toBeUndefined();
    // The same page as the tab's own top document is one of our pages.
    expect(await deliver('getConnection', undefined, { ...framedPage, frameId: 0 })).toMatchObject({
      ok: true,
    });
  });

  it('lets an extension page name the tab', async () => {
    const answer = await deliver('pageStatus', { tabId: 7 }, EXTENSION_PAGE);
    expect(answer).toEqual({ ok: true, value: { tabId: 7 } });
  });

  it.each([
    ['read', { kind: 'feed' }],
    ['write', { operation: 'pin', request: { documentId: 'D', queries: ['q'] }, label: 'x' }],
    ['getConnection', undefined],
    ['saveConnection', { serviceUrl: 'https://evil.example.com', token: 't' }],
    ['forgetToken', undefined],
  ])('refuses “%s” from a content script, without calling the service', async (type, data) => {
    const answer = await deliver(type, data, CONTENT_SCRIPT);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ignores messages from another extension or a page without a tab', async () => {
    expect(await deliver('getConnection', undefined, { id: 'someone-else' })).toBeUndefined();
    expect(
      await deliver('getConnection', undefined, {
        id: 'test-extension-id',
        url: 'https://x.example',
      }),
    ).toBeUndefined();
  });

  it.each([
    ['pinPage', { queries: [] }],
    ['pinPage', { queries: ['ok'], extra: true }],
    ['pinPage', { queries: 'not a list' }],
    ['read', { kind: 'everything' }],
    ['write', { operation: 'deleteEverything', request: {}, label: 'x' }],
    ['addPageToCollection', { collectionId: '3' }],
    ['adminAccess', { check: false }],
    ['adminAccess', { check: true, categories: ['INVITE_NONUSERS'] }],
  ])('answers a malformed “%s” with an error and no call', async (type, data) => {
    const answer = await deliver(type, data, EXTENSION_PAGE);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.message).toMatch(/malformed/);
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const handler of Object.values(pageActions)) expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a write whose request breaks the contract, naming the field', async () => {
    const answer = await deliver(
      'write',
      { operation: 'pin', request: { documentId: 5 }, label: 'Pin' },
      EXTENSION_PAGE,
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/documentId/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets only extension pages ask the service again for the administrators’ tools', async () => {
    expect(await deliver('adminAccess', { check: true }, CONTENT_SCRIPT)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await deliver('adminAccess', {}, EXTENSION_PAGE)).toEqual({
      ok: true,
      value: {},
    });
  });

  it('reads fail with a sentence before the extension is connected', async () => {
    const answer = await deliver('read', { kind: 'feed' }, EXTENSION_PAGE);
    expect(answer).toMatchObject({ ok: false, error: { code: 'NOT_CONNECTED' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/not connected/);
  });
});
