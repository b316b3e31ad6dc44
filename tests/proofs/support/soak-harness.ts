import { createApiClient } from '../../../lib/background/api/client';
import type { QueuedWrite } from '../../../lib/background/context';
import type { OutboxDependencies } from '../../../lib/background/outbox/outbox';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { createRandom } from '../../../server/demo/random';
import type { RunningServer } from '../../../server/start';

/** "My reading list": a collection the demo employee owns and may add to. */
export const SOAK_COLLECTION = 2;

/** Write number `index` of the soak: two pins for every URL added to the collection. */
export function soakWrite(index: number): QueuedWrite {
  if (index % 3 === 2) {
    return {
      operation: 'addcollectionitems',
      request: {
        collectionId: SOAK_COLLECTION,
        addedCollectionItemDescriptors: [{ url: soakUrl(index), itemType: 'URL' }],
      },
      label: `Add soak page ${index}`,
    };
  }
  return {
    operation: 'pin',
    request: { documentId: soakDocument(index), queries: [soakQuery(index)] },
    label: `Pin soak ${index}`,
  };
}

export const soakUrl = (index: number) => `https://soak.example/page-${index}`;
export const soakQuery = (index: number) => `soak query ${index}`;
/** The demo company has DOC_100 to DOC_249; the query, not the document, makes a pin distinct. */
const soakDocument = (index: number) => `DOC_${100 + (index % 150)}`;

/** A clock the test moves by hand: backoff and Retry-After cost no real time. */
export function createClock(start = 1_750_000_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (at: number) => {
      time = Math.max(time, at);
    },
  };
}

/** What the network in front of the service does, besides what the service's own faults do. */
interface TransportStats {
  calls: number;
  tooManyRequests: number;
  byOperation: Record<string, number>;
}

/**
 * A `fetch` to the service that answers a seeded share of calls 429 with Retry-After itself
 * (the service's own limiter runs on the wall clock, which this test does not wait for).
 */
export function createTransport(options: { rate429: number; seed: number }) {
  const dice = createRandom(options.seed);
  const stats: TransportStats = { calls: 0, tooManyRequests: 0, byOperation: {} };
  const transport: typeof fetch = async (input, init) => {
    const operation = String(input).split('/').pop() ?? '';
    stats.calls++;
    stats.byOperation[operation] = (stats.byOperation[operation] ?? 0) + 1;
    if (dice.next() < options.rate429) {
      stats.tooManyRequests++;
      const seconds = 1 + Math.floor(dice.next() * 3);
      return new Response('Too many requests', {
        status: 429,
        headers: { 'Retry-After': String(seconds) },
      });
    }
    return fetch(input, init);
  };
  return { transport, stats };
}

let writeIds = 0;

/**
 * The outbox's surroundings as the background gives them, with the alarm kept outside any one
 * outbox (browser alarms outlive the service worker).
 */
export function soakDependencies(
  server: RunningServer,
  clock: ReturnType<typeof createClock>,
  transport: typeof fetch,
  alarm: { at: number | undefined },
): OutboxDependencies {
  const client = createApiClient({
    baseUrl: server.url,
    credentials: { token: DEMO_TOKENS.user },
    fetch: transport,
    // Reads (the checks after a lost answer) retry as in the product, without real waiting.
    sleep: async () => undefined,
    random: () => 0.5,
    now: clock.now,
  });
  return {
    client: async () => client,
    schedule: async (at) => {
      alarm.at = at;
    },
    onUnauthorized: async (error) => {
      throw new Error(`The soak's token was refused: ${error.message}`);
    },
    now: clock.now,
    random: () => 0.5,
    // Unique across restarts, as crypto.randomUUID() is, yet the same on every run.
    newId: () => `write-${++writeIds}`,
  };
}
