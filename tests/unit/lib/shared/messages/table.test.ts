import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  forgetTokenMemory,
  writeToken,
} from '../../../../../lib/background/connection/token-store';
import { createHandlers, type Handlers } from '../../../../../lib/background/handlers';
import { registerMessageHandlers } from '../../../../../lib/background/router';
import { createBackground } from '../../../../../lib/background/services';
import type { MessageInput, MessageName } from '../../../../../lib/shared/messages/messenger';
import { removeAllListeners } from '../../../../../lib/shared/messages/receive';
import { MESSAGES } from '../../../../../lib/shared/messages/table';
import type { Result } from '../../../../../lib/shared/result';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { deliverMessage } from '../../../../support/deliver';

/**
 * Every message of the table, sent with well-formed data by each kind of sender. Typed by the
 * table: a message added without a sample here does not compile, so no message escapes this.
 */
const SAMPLES: { [M in MessageName]: MessageInput<M> } = {
  getConnection: undefined,
  testConnection: { serviceUrl: 'https://kb.acme.example', token: 't' },
  saveConnection: { serviceUrl: 'https://kb.acme.example', token: 't' },
  forgetToken: undefined,
  signIn: { issuer: 'https://login.acme.example', clientId: 'workplace-extension' },
  signOut: undefined,
  adminAccess: { check: true },
  read: { kind: 'feed' },
  write: { operation: 'pin', request: { documentId: 'DOC_1', queries: ['q'] }, label: 'Pin' },
  retryWrite: { id: 'w1' },
  retryAllWrites: undefined,
  discardWrite: { id: 'w1' },
  discardSetAsideWrite: { id: 'aside-1' },
  panelOpening: { tabId: 7 },
  pageStatus: { tabId: 7 },
  collectionChoices: { tabId: 7, refresh: true },
  pinPage: { tabId: 7, url: 'https://intranet.example/deploy', queries: ['deploy'] },
  editPagePin: {
    tabId: 7,
    url: 'https://intranet.example/deploy',
    pinId: 'pin-1',
    queries: ['deploy'],
  },
  unpinPagePin: { tabId: 7, url: 'https://intranet.example/deploy', pinId: 'pin-1' },
  addPageToCollection: { tabId: 7, url: 'https://intranet.example/deploy', collectionId: 3 },
  createCollectionWithPage: {
    tabId: 7,
    url: 'https://intranet.example/deploy',
    collectionName: 'Reading',
  },
  pageItem: { tabId: 7, url: 'https://intranet.example/deploy', collectionId: 3 },
  editPageItem: {
    tabId: 7,
    url: 'https://intranet.example/deploy',
    collectionId: 3,
    description: 'How we deploy',
  },
  openPageActions: { tabId: 7, action: 'pin' },
  openOptions: undefined,
};
const NAMES = Object.keys(MESSAGES) as MessageName[];

const EXTENSION_ID = 'test-extension-id';
const SENDERS = {
  page: { id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}/popup.html` },
  panel: { id: EXTENSION_ID, url: 'https://intranet.example.com/page', tab: { id: 42 } },
  otherExtension: { id: 'someone-else', url: 'chrome-extension://someone-else/x.html' },
  frameWithoutTab: { id: EXTENSION_ID, url: 'https://intranet.example.com/frame' },
};

async function deliver(type: string, data: unknown, sender: object): Promise<unknown> {
  const delivery = await deliverMessage(type, data, sender);
  // A listener that returns `true` keeps the channel open and answers later; one that does not
  // leaves it unanswered, as the browser would, so the sender hears nothing.
  if (!delivery.kept) return undefined;
  // Kept open: the answer comes (a channel kept open and never answered fails on the test's
  // own timeout, not as silence).
  await delivery.answered;
  return (delivery.answer() as { res?: Result<unknown> } | undefined)?.res;
}

let fetchSpy: Mock;
let handlers: Record<MessageName, Mock>;

beforeEach(async () => {
  fakeBrowser.reset();
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  // Connected, so a message that reached its handler WOULD reach the service: what keeps a
  // refused one from it is the sender check, not a missing connection.
  await connectionSettings.set({ serviceUrl: 'https://kb.acme.example', scope: 'senders' });
  forgetTokenMemory();
  await writeToken('senders-token', 'https://kb.acme.example');
  fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
  const real = createHandlers(createBackground({ fetch: fetchSpy as unknown as typeof fetch }));
  handlers = Object.fromEntries(
    NAMES.map((name) => [name, vi.fn(real[name] as (...args: unknown[]) => Promise<unknown>)]),
  ) as Record<MessageName, Mock>;
  registerMessageHandlers(handlers as unknown as Handlers);
});
afterEach(() => removeAllListeners());

describe('the message table’s senders', () => {
  it('declares every message for pages, the panel or both, and nothing else', () => {
    for (const name of NAMES) {
      expect(MESSAGES[name].from.length).toBeGreaterThan(0);
      for (const sender of MESSAGES[name].from) expect(['page', 'panel']).toContain(sender);
    }
  });

  describe.each(NAMES)('“%s”', (name) => {
    const allowed: readonly string[] = MESSAGES[name].from;

    it('is refused from every sender the table does not allow: no handler, no call', async () => {
      for (const sender of [SENDERS.otherExtension, SENDERS.frameWithoutTab]) {
        expect(await deliver(name, SAMPLES[name], sender)).toBeUndefined();
      }
      if (!allowed.includes('panel')) {
        // The page panel is a content script: it may send only what the table gives it.
        const answer = await deliver(name, SAMPLES[name], SENDERS.panel);
        expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      }
      expect(handlers[name]).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('reaches its handler from a sender the table allows (the refusals above are real)', async () => {
      const sender = allowed.includes('page') ? SENDERS.page : SENDERS.panel;
      await deliver(name, SAMPLES[name], sender);
      expect(handlers[name]).toHaveBeenCalledTimes(1);
    });
  });

  it('hands a panel’s tab message its own tab, never the one it names, and says it is the panel', async () => {
    const tabMessages = NAMES.filter(
      (name) =>
        'tab' in MESSAGES[name] && MESSAGES[name].tab && MESSAGES[name].from.includes('panel'),
    );
    expect(tabMessages.length).toBeGreaterThan(0);
    for (const name of tabMessages) {
      await deliver(name, SAMPLES[name], SENDERS.panel);
      expect(handlers[name]).toHaveBeenCalledWith(expect.anything(), 42, 'panel');
    }
  });

  it('takes a write with the page’s id only when the id is a UUID', () => {
    const write = SAMPLES.write;
    const id = '5d0c1f3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f';
    expect(MESSAGES.write.data.safeParse({ ...write, id }).success).toBe(true);
    expect(MESSAGES.write.data.safeParse({ ...write, id: 'entry-1' }).success).toBe(false);
  });
});
