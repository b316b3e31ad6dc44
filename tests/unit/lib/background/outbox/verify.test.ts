import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../../../../lib/background/api/client';
import type { QueuedWrite } from '../../../../../lib/background/context';
import { createOutbox, type OutboxDependencies } from '../../../../../lib/background/outbox/outbox';
import { readCacheEnvelope, writeCache } from '../../../../../lib/shared/storage/cache';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { startTestServer } from '../../../../support/service';

// An answer that cannot be read, after the service acted (a proxy or gateway garbling it), is
// uncertain like a lost one: the outbox checks with the service and settles the write, never
// calling it failed while it may have happened, and never applying it twice.

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => fakeBrowser.reset());

const READING_LIST = 2;
const service = () =>
  createApiClient({ baseUrl: server.url, credentials: { token: DEMO_TOKENS.user } });

/**
 * The service acts on the first `writes` writes, then their answers are replaced by `garble`.
 * `sent` is every request's operation, in order.
 */
function garbling(garble: () => Response, writes = 1) {
  let garbled = 0;
  const sent: string[] = [];
  const transport: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    const operation = String(input).split('/').pop() ?? '';
    sent.push(operation);
    const write = !/^(get|list)/.test(operation);
    if (!write || garbled >= writes) return answer;
    garbled++;
    return garble();
  };
  // The outbox's clock starts at the real time: a kept list's age is told against it.
  let time = Date.now();
  const client = createApiClient({
    baseUrl: server.url,
    credentials: { token: DEMO_TOKENS.user },
    fetch: transport,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
  });
  const deps: OutboxDependencies = {
    client: async () => client,
    schedule: async () => undefined,
    onUnauthorized: async () => undefined,
    now: () => time,
    random: () => 0.5,
  };
  return { deps, sent, advance: (ms: number) => (time += ms) };
}

const garbage = () => new Response('<html><body>Bad gateway</body></html>', { status: 200 });
const notJsonShape = () => new Response('{"pin": 42}', { status: 200 });
const gateway = () => new Response('<html>502</html>', { status: 502 });

async function items() {
  const { collection } = await service().getcollection({ id: READING_LIST, withItems: true });
  return collection?.items ?? [];
}

/** Sends `write` with its answer garbled; the entry as it ends, and the requests sent. */
async function send(write: QueuedWrite, garble: () => Response) {
  const { deps, sent, advance } = garbling(garble);
  const outbox = createOutbox(deps);
  const first = await outbox.enqueue(write);
  expect(first.state).not.toBe('failed');
  // Whatever was left uncertain is settled by the next attempt, which checks first.
  advance(60 * 60 * 1000);
  await outbox.flush();
  return { entry: (await outboxEntries.get()).at(-1), sent };
}

describe('an unreadable answer to a write', () => {
  it.each([
    ['a garbage 200', garbage],
    ['a 200 of the wrong shape', notJsonShape],
    ['a gateway error after the service acted', gateway],
  ])('after %s, a pin is settled as done and made once', async (_name, garble) => {
    const query = `garbled pin ${_name}`;
    const { entry, sent } = await send(
      { operation: 'pin', request: { documentId: 'DOC_160', queries: [query] }, label: 'Pin' },
      garble,
    );
    expect(entry?.state).toBe('done');
    const { pins = [] } = await service().listpins({});
    expect(pins.filter((pin) => pin.queries?.includes(query))).toHaveLength(1);
    // Checked by the document's own pins, never by the list of every pin of the company.
    expect(sent).toEqual(['pin', 'getdocuments']);
  });

  it('after a garbage 200, an added page is settled as done and added once', async () => {
    const url = 'https://garbled.example/added';
    const { entry, sent } = await send(
      {
        operation: 'addcollectionitems',
        request: {
          collectionId: READING_LIST,
          addedCollectionItemDescriptors: [{ url, itemType: 'URL' }],
        },
        label: 'Add',
      },
      garbage,
    );
    expect(entry?.state).toBe('done');
    expect((await items()).filter((item) => item.url === url)).toHaveLength(1);
    expect(sent).toEqual(['addcollectionitems', 'getcollection']);
  });

  it('after a garbage 200, a move is checked, settled as done, and the order is the asked one', async () => {
    const before = (await items()).map((item) => item.itemId as string);
    const [first, second] = before;
    const { entry, sent } = await send(
      {
        operation: 'movecollectionitem',
        request: { collectionId: READING_LIST, itemId: first, newNextItemId: '' },
        label: 'Move',
      },
      garbage,
    );
    expect(entry?.state).toBe('done');
    expect(sent).toEqual(['movecollectionitem', 'getcollection']);
    const after = (await items()).map((item) => item.itemId);
    expect(after.at(-1)).toBe(first);
    expect(after[0]).toBe(second);
  });

  it('a new collection is checked by the list kept since the lost answer, else by one read kept', async () => {
    const { scope } = await connectionSettings.get();
    const keep = async () => {
      const value = await service().listcollections({});
      await writeCache({ kind: 'collections' }, scope, { value, fetchedAt: Date.now() });
    };
    const check = async (name: string, keptAfter: boolean) => {
      const { deps, sent, advance } = garbling(gateway);
      const outbox = createOutbox(deps);
      await outbox.enqueue({ operation: 'createcollection', request: { name }, label: name });
      if (keptAfter) {
        // The person opened the picker after the lost answer: the list was read and kept.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await keep();
      }
      sent.length = 0;
      advance(60 * 60 * 1000);
      await outbox.flush();
      return { entry: (await outboxEntries.get()).at(-1), sent };
    };
    // A list kept before the lost answer cannot tell: it is read once, and kept.
    await keep();
    const read = await check('Outage read', false);
    expect(read.entry?.state).toBe('done');
    expect(read.sent).toEqual(['listcollections']);
    const envelope = await readCacheEnvelope({ kind: 'collections' });
    expect(JSON.stringify(envelope?.value)).toContain('Outage read');
    // A list kept since the lost answer tells, with no request.
    const kept = await check('Outage kept', true);
    expect(kept.entry?.state).toBe('done');
    expect(kept.sent).toEqual([]);
    const { collections = [] } = await service().listcollections({});
    for (const name of ['Outage kept', 'Outage read']) {
      expect(collections.filter((collection) => collection.name === name)).toHaveLength(1);
    }
  });
});
