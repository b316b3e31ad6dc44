import type { Document } from '../../shared/contract';
import type { OperationName } from '../../shared/contract/operations';
import { ApiError } from '../../shared/errors/api-error';
import { readCache, writeCache } from '../../shared/storage/cache';
import { connectionSettings } from '../../shared/storage/connection-settings';
import type { ApiClient } from '../api/client';

type Request = Record<string, unknown>;

const sameQueries = (a: unknown, b: unknown) => {
  const normalise = (value: unknown) =>
    Array.isArray(value)
      ? [...new Set(value.map((query) => String(query).trim().toLowerCase()))].sort().join('\n')
      : '';
  return normalise(a) === normalise(b);
};

/**
 * The pins of one document, from the document itself (`metadata.pins`): a reply that follows
 * the document, not the company. Only a service that does not name a document's pins is asked
 * for its list of every pin: a large read once, rather than a pin made twice.
 */
async function pinsOf(client: ApiClient, id: string) {
  const { documents } = await client.getdocuments({ documentSpecs: [{ id }] });
  const pins = (documents?.[id] as Document | undefined)?.metadata?.pins;
  return pins ?? (await client.listpins({})).pins ?? [];
}

/**
 * The person's collections as they stand after `sentAfter`. A created collection can only be
 * found in the list (the service has no look-up by name, and the lost answer held its id), so
 * the kept list (`cache:collections`) answers when it was read after the lost attempt; else the
 * list is read once and kept, so the other entries checked in the same round after an outage
 * use it rather than reading the whole list again each.
 */
async function collectionsSince(client: ApiClient, sentAfter: number) {
  const { scope } = await connectionSettings.get();
  const kept = await readCache({ kind: 'collections' }, scope);
  if (kept && kept.fetchedAt > sentAfter) return kept.value.collections ?? [];
  const value = await client.listcollections({});
  await writeCache({ kind: 'collections' }, scope, { value, fetchedAt: Date.now() });
  return value.collections ?? [];
}

/**
 * After an attempt whose answer was lost (a timeout, a dropped connection), asks the service
 * whether the write already happened, so that sending it again cannot make a duplicate.
 * Answers what stands in for the service's answer when it did, and undefined when it did not
 * or when sending again is harmless anyway (moves and edits set a state; repeating them is safe).
 * After an outage many entries are checked at once, so each check reads what follows the one
 * write (its document, its collection), never a list of the whole company's pins or
 * collections, except the one `createcollection` needs (see `createdCollection`).
 * `sentAfter`: a time (Unix ms) after which the lost attempt had ended; only what was read
 * after it can tell that the write did not happen.
 */
export async function alreadyApplied(
  client: ApiClient,
  operation: OperationName,
  request: unknown,
  sentAfter = 0,
): Promise<unknown | undefined> {
  const body = (request ?? {}) as Request;
  switch (operation) {
    case 'pin': {
      const pins = await pinsOf(client, String(body.documentId));
      return pins.find(
        (pin) => pin.documentId === body.documentId && sameQueries(pin.queries, body.queries),
      );
    }
    case 'addcollectionitems': {
      const collectionId = Number(body.collectionId);
      const { collection } = await client.getcollection({ id: collectionId, withItems: true });
      const items = collection?.items ?? [];
      const wanted = (body.addedCollectionItemDescriptors as Request[] | undefined) ?? [];
      const present = wanted.every((descriptor) =>
        items.some((item) =>
          descriptor.documentId
            ? item.documentId === descriptor.documentId
            : descriptor.url !== undefined && item.url === descriptor.url,
        ),
      );
      return present && wanted.length > 0 ? { collection } : undefined;
    }
    case 'createcollection': {
      const collections = await collectionsSince(client, sentAfter);
      const created = collections.find((collection) => collection.name === body.name);
      return created ? { collection: created } : undefined;
    }
    case 'deletecollectionitem': {
      const { collection } = await client.getcollection({
        id: Number(body.collectionId),
        withItems: true,
      });
      const stillThere = collection?.items?.some((item) => item.itemId === body.itemId);
      return stillThere ? undefined : { collection };
    }
    case 'movecollectionitem': {
      // Moves set a place, so sending one again is harmless; knowing it arrived saves a call
      // and lets an unreadable answer settle as done.
      const { collection } = await client.getcollection({
        id: Number(body.collectionId),
        withItems: true,
      });
      const ids = (collection?.items ?? []).map((item) => item.itemId);
      const at = ids.indexOf(body.itemId as string);
      const next = body.newNextItemId ? body.newNextItemId : undefined;
      return at >= 0 && ids[at + 1] === next ? { collection } : undefined;
    }
    case 'unpin': {
      try {
        const { pin } = await client.getpin({ id: String(body.id) });
        return pin ? undefined : {};
      } catch (error) {
        // Not found: nothing left to remove. Anything else (offline again) is not an answer.
        if (error instanceof ApiError && error.kind === 'not-found') return {};
        throw error;
      }
    }
    default:
      return undefined;
  }
}
