import type { OperationName } from '../../shared/contract/operations';
import { ApiError } from '../../shared/errors/api-error';
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
 * After an attempt whose answer was lost (a timeout, a dropped connection), asks the service
 * whether the write already happened, so that sending it again cannot make a duplicate.
 * Answers what stands in for the service's answer when it did, and undefined when it did not
 * or when sending again is harmless anyway (moves and edits set a state; repeating them is safe).
 */
export async function alreadyApplied(
  client: ApiClient,
  operation: OperationName,
  request: unknown,
): Promise<unknown | undefined> {
  const body = (request ?? {}) as Request;
  switch (operation) {
    case 'pin': {
      const { pins = [] } = await client.listpins({});
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
      const { collections = [] } = await client.listcollections({});
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
