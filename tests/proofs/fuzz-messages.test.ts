import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetTokenMemory, writeToken } from '../../lib/background/connection/token-store';
import { createHandlers, type Handlers } from '../../lib/background/handlers';
import type { PageActionMessage } from '../../lib/background/handlers/page-actions';
import { registerMessageHandlers } from '../../lib/background/router';
import { createBackground } from '../../lib/background/services';
import { removeAllListeners } from '../../lib/shared/messages/receive';
import { MESSAGES, type MessageName } from '../../lib/shared/messages/table';
import { connectionSettings } from '../../lib/shared/storage/connection-settings';
import { hostileValue, prototypesClean } from './support/hostile-values';

const EXTENSION_ID = 'test-extension-id';
const NAMES = Object.keys(MESSAGES) as MessageName[];

let fetchSpy: ReturnType<typeof vi.fn>;
let pageActions: Record<PageActionMessage, ReturnType<typeof vi.fn>>;

beforeEach(async () => {
  fakeBrowser.reset();
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  // Connected, so that a well-formed message from our own page WOULD reach the service: what
  // keeps the fuzzed ones from it is the router, not a missing connection.
  await connectionSettings.set({ serviceUrl: 'https://kb.acme.example', scope: 'fuzz' });
  forgetTokenMemory();
  await writeToken('fuzz-token', 'https://kb.acme.example');
  fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
  pageActions = {
    panelOpening: vi.fn(async () => ''),
    pageStatus: vi.fn(async () => ({})),
    collectionChoices: vi.fn(async () => ({})),
    pinPage: vi.fn(async () => ({})),
    editPagePin: vi.fn(async () => ({})),
    unpinPagePin: vi.fn(async () => ({})),
    addPageToCollection: vi.fn(async () => ({})),
    createCollectionWithPage: vi.fn(async () => ({})),
    pageItem: vi.fn(async () => ({})),
    editPageItem: vi.fn(async () => ({})),
    openPageActions: vi.fn(async () => null),
  };
  registerMessageHandlers({
    ...createHandlers(createBackground({ fetch: fetchSpy as unknown as typeof fetch })),
    ...(pageActions as unknown as Pick<Handlers, PageActionMessage>),
  });
});
afterEach(() => removeAllListeners());

/** Delivers a raw message as the browser would and returns whatever came back (or undefined). */
async function deliver(message: unknown, sender: object): Promise<unknown> {
  let answer: unknown;
  let answered = false;
  let respond: (value: unknown) => void = () => undefined;
  const responded = new Promise<void>((resolve) => {
    // The browser delivers the first answer a listener gives; later ones are dropped.
    respond = (value) => {
      if (answered) return;
      answered = true;
      answer = value;
      resolve();
    };
  });
  const results = await fakeBrowser.runtime.onMessage.trigger(message, sender, respond);
  // A listener that returned true answers later through sendResponse.
  if (!answered && (results as unknown[]).some((result) => result === true)) await responded;
  return answer;
}

const extensionPage = { id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}/popup.html` };
const contentScript = fc
  .record({ tabId: fc.nat(10_000), url: fc.webUrl() })
  .map(({ tabId, url }) => ({ id: EXTENSION_ID, url, tab: { id: tabId } }));
const stranger = fc.oneof(
  fc.record({ id: fc.string(), url: fc.webUrl() }),
  fc.constant({}),
  fc.constant({ id: EXTENSION_ID }),
  fc.constant({ id: EXTENSION_ID, url: 'https://intranet.example/page' }),
  fc.constant({ id: EXTENSION_ID, url: 'https://intranet.example/page', tab: { id: -1 } }),
  fc.constant({ id: `${EXTENSION_ID}x`, url: extensionPage.url }),
  fc.record({
    id: fc.constant(EXTENSION_ID),
    url: fc.constant(`chrome-extension://${EXTENSION_ID}x/popup.html`),
  }),
);

/** Data a message's schema refuses: anything, or a near miss of a real shape. */
function refusedData(name: MessageName): fc.Arbitrary<unknown> {
  const nearMiss = fc.oneof(
    fc.record({ kind: fc.constantFrom('feed', 'collection', 'draft', 'events'), id: hostileValue }),
    fc.record({
      operation: fc.constantFrom('pin', 'deleteEverything', '__proto__'),
      request: hostileValue,
      label: hostileValue,
    }),
    fc.record({ tabId: hostileValue, queries: hostileValue, collectionId: hostileValue }),
    fc.record({ serviceUrl: hostileValue, token: hostileValue, extra: hostileValue }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'tabId'), hostileValue),
  );
  return fc
    .oneof(hostileValue, nearMiss)
    .filter((data) => !MESSAGES[name].data.safeParse(data).success);
}

type Case = { message: unknown; sender: object; why: string };

const envelope = (type: unknown, data: unknown) => ({ id: 1, type, data, timestamp: 1 });

const hostileCase: fc.Arbitrary<Case> = fc.oneof(
  // Anyone but us, saying anything (even a well-formed request).
  fc.record({
    message: fc
      .tuple(fc.constantFrom(...NAMES), hostileValue)
      .map(([type, data]) => envelope(type, data)),
    sender: stranger,
    why: fc.constant('stranger'),
  }),
  // A page's content script asking for what only extension pages may.
  fc.record({
    message: fc
      .tuple(
        fc.constantFrom(
          ...NAMES.filter((name) => !(MESSAGES[name].from as readonly string[]).includes('panel')),
        ),
        hostileValue,
      )
      .map(([type, data]) => envelope(type, data)),
    sender: contentScript,
    why: fc.constant('content script, forbidden message'),
  }),
  // Our own contexts, with data the message's schema refuses.
  fc.constantFrom(...NAMES).chain((name) =>
    fc.record({
      message: refusedData(name).map((data) => envelope(name, data)),
      sender: fc.oneof(fc.constant(extensionPage), contentScript),
      why: fc.constant(`malformed ${name}`),
    }),
  ),
  // Not a message of the protocol at all.
  fc.record({
    message: fc.oneof(
      hostileValue,
      fc.tuple(fc.string(), hostileValue).map(([type, data]) => envelope(type, data)),
      fc.record({ type: hostileValue, data: hostileValue, timestamp: hostileValue }),
    ),
    sender: fc.oneof(fc.constant(extensionPage), contentScript, stranger),
    why: fc.constant('not a protocol message'),
  }),
);

/** "Nothing" (no answer) or a failed Result carrying a sentence. */
function isNothingOrError(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer !== 'object') return false;
  // receive.ts wraps an answer as { res }; a stranger is not answered at all.
  const { res, err } = answer as { res?: unknown; err?: unknown };
  if (err !== undefined) return false;
  if (res === undefined) return true;
  const result = res as { ok?: unknown; error?: { message?: unknown } };
  return (
    result.ok === false &&
    typeof result.error?.message === 'string' &&
    result.error.message.trim().length > 0
  );
}

describe('the background facing hostile messages', () => {
  it('would call the service for a well-formed request from its own page (the harness can tell)', async () => {
    const answer = await deliver(envelope('read', { kind: 'feed' }), extensionPage);
    expect(fetchSpy).toHaveBeenCalled();
    expect(answer).toMatchObject({ res: { ok: true } });
  });

  it('answers 1,000 malformed or hostile messages with an error or nothing, and calls nothing', async () => {
    const kinds = new Map<string, number>();
    const details = await fc.check(
      fc.asyncProperty(hostileCase, async ({ message, sender, why }) => {
        kinds.set(why.split(' ')[0] as string, (kinds.get(why.split(' ')[0] as string) ?? 0) + 1);
        const answer = await deliver(message, sender);
        expect(
          isNothingOrError(answer),
          `${why}: answered ${JSON.stringify(answer)?.slice(0, 200)}`,
        ).toBe(true);
        expect(fetchSpy).not.toHaveBeenCalled();
        for (const [name, handler] of Object.entries(pageActions)) {
          expect(handler, `${why}: ${name} was called`).not.toHaveBeenCalled();
        }
        expect(prototypesClean()).toBe(true);
      }),
      { numRuns: 1_000, seed: 4_242, endOnFailure: true },
    );
    const failure = details.failed
      ? `run ${details.numRuns}: ${String((details.errorInstance as Error)?.message).slice(0, 500)}\n${fc.stringify(details.counterexample).slice(0, 500)}`
      : '';
    expect(failure).toBe('');
    // Every family of hostile message was tried many times.
    for (const kind of ['stranger', 'content', 'malformed', 'not']) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(100);
    }
  }, 60_000);

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'answers nothing to a message named “%s”, which every object has (not a message of ours)',
    async (type) => {
      const answer = await deliver(envelope(type, { probe: true }), { id: 'someone-else' });
      // @webext-core/messaging 4.0.0 looked the type up in a plain object, so these names found
      // Object.prototype members; receive.ts looks them up in a Map and answers nothing.
      expect(answer, JSON.stringify(answer)?.slice(0, 200)).toSatisfy(isNothingOrError);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );
});
