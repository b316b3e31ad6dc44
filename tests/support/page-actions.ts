import { vi } from 'vitest';
import type { ApiClient } from '../../lib/background/api/client';
import type { BackgroundContext, QueuedWrite } from '../../lib/background/context';
import type { Collection } from '../../lib/shared/contract';
import { ApiError } from '../../lib/shared/errors/api-error';
import type { WriteOutcome } from '../../lib/shared/types/outbox';
import messages from '../../public/_locales/en/messages.json';

export { stubI18n } from './i18n-stub';

/** The English text of a message. */
export function english(key: keyof typeof messages, ...values: string[]): string {
  return (messages as Record<string, { message: string }>)[key]?.message.replace(
    /\$(\d)/g,
    (_, digit: string) => values[Number(digit) - 1] ?? '',
  ) as string;
}

/** An indexed document page of the reference service and its document. */
export const DOC_URL = 'http://127.0.0.1:8787/docs/DOC_101';
export const DOC = { id: 'DOC_101', title: 'Deploy guide', url: DOC_URL, datasource: 'confluence' };

/** A collection as the service answers it. */
export function collection(id: number, name: string, extra: Partial<Collection> = {}): Collection {
  return {
    id,
    name,
    description: `${name} description`,
    permissions: { write: { scopeType: 'OWN', create: true, update: true, delete: true } },
    ...extra,
  };
}

/** A fake client: the service knows DOC_URL; everything else is not indexed. */
export function fakeClient(overrides: Partial<Record<keyof ApiClient, unknown>> = {}) {
  return {
    getdocuments: vi.fn(async (request: { documentSpecs: { url: string }[] }) => {
      const documents: Record<string, unknown> = {};
      for (const spec of request.documentSpecs) {
        documents[spec.url] =
          spec.url === DOC_URL ? DOC : { error: 'Document not found: it is not indexed' };
      }
      return { documents };
    }),
    listpins: vi.fn(async () => ({
      pins: [
        { id: 'pin-1', documentId: 'DOC_101', queries: ['deploy'] },
        { id: 'pin-2', documentId: 'DOC_999', queries: ['other'] },
      ],
    })),
    getpin: vi.fn(async ({ id }: { id: string }) => {
      const pin = { 'pin-1': 'DOC_101', 'pin-2': 'DOC_999' }[id];
      if (!pin) throw new ApiError({ kind: 'not-found', message: `Pin ${id} not found` });
      return { pin: { id, documentId: pin, queries: ['deploy'] } };
    }),
    getcollection: vi.fn(async ({ id }: { id: number }) => ({
      collection: collection(id, `Collection ${id}`, { items: [] }),
    })),
    ...overrides,
  } as unknown as ApiClient;
}

/** A background context over a fake client; writes are recorded and answer `outcome`. */
export function fakeContext(
  client: ApiClient = fakeClient(),
  outcome: Partial<WriteOutcome> = { state: 'done' },
) {
  const writes: QueuedWrite[] = [];
  const context = {
    client: vi.fn(async () => client),
    enqueue: vi.fn(async (write: QueuedWrite) => {
      writes.push(write);
      return { id: `w${writes.length}`, state: 'done', ...outcome } as WriteOutcome;
    }),
    read: vi.fn(async (key: { kind: string; id?: number }) => {
      if (key.kind === 'collections') {
        return {
          value: { collections: [collection(1, 'Onboarding'), collection(2, 'Team handbook')] },
          fetchedAt: 0,
        };
      }
      return {
        value: await client.getcollection({ id: key.id as number, withItems: true }),
        fetchedAt: 0,
      };
    }),
    notify: vi.fn(async () => {}),
  };
  return { context: context as unknown as BackgroundContext & typeof context, writes };
}
