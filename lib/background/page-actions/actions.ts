import { canAddTo } from '../../shared/collection-rights';
import type { AudienceFilterInput, CollectionItemDescriptor } from '../../shared/contract';
import { ApiError, toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { quoteQueries } from '../../shared/quote';
import type { WriteOutcome } from '../../shared/types/outbox';
import type { PageTarget, TargetDocument } from '../../shared/types/page';
import type { BackgroundContext } from '../context';
import {
  alreadyInError,
  collectionLockedError,
  notIndexedError,
  pinNotFoundError,
  unsupportedPageError,
} from './errors';
import { rememberCollection } from './recent';
import { itemIsTarget, resolveDocument } from './resolve';
import { unsupportedReason } from './urls';

function targetName(target: PageTarget, document: TargetDocument | null): string {
  return document?.title || target.title || target.url;
}

async function clientAndDocument(ctx: BackgroundContext, target: PageTarget) {
  const reason = unsupportedReason(target.url);
  if (reason) throw unsupportedPageError(reason);
  const client = await ctx.client();
  const document = await resolveDocument(client, target.url);
  return { client, document };
}

/** Pins the target's document for queries (through the outbox). */
export async function pinTarget(
  ctx: BackgroundContext,
  target: PageTarget,
  queries: string[],
  audienceFilters?: AudienceFilterInput[],
): Promise<WriteOutcome> {
  const { document } = await clientAndDocument(ctx, target);
  if (!document) throw notIndexedError();
  const request: Record<string, unknown> = { documentId: document.id, queries };
  if (audienceFilters?.length) request.audienceFilters = audienceFilters;
  return ctx.enqueue({
    operation: 'pin',
    request,
    label: t('pageActionsLabelPin', [targetName(target, document), quoteQueries(queries)]),
  });
}

/**
 * Checks that a pin belongs to the target's document, so a panel can only change the pins it
 * shows (never another page's).
 */
async function ownPin(ctx: BackgroundContext, target: PageTarget, pinId: string) {
  const { client, document } = await clientAndDocument(ctx, target);
  if (!document) throw notIndexedError();
  // One pin read, not every pin of the company (listpins has no paging).
  const answer = await client.getpin({ id: pinId }).catch((error) => {
    if (toApiError(error).kind === 'not-found') return undefined;
    throw error;
  });
  if (answer?.pin?.documentId !== document.id) throw pinNotFoundError();
  return document;
}

/** Changes the queries (and audience) of one of the target's pins. */
export async function editTargetPin(
  ctx: BackgroundContext,
  target: PageTarget,
  pinId: string,
  queries: string[],
  audienceFilters?: AudienceFilterInput[],
): Promise<WriteOutcome> {
  const document = await ownPin(ctx, target, pinId);
  const request: Record<string, unknown> = { id: pinId, queries };
  if (audienceFilters) request.audienceFilters = audienceFilters;
  return ctx.enqueue({
    operation: 'editpin',
    request,
    label: t('pageActionsLabelEditPin', [targetName(target, document), quoteQueries(queries)]),
  });
}

/** Removes one of the target's pins. */
export async function unpinTargetPin(
  ctx: BackgroundContext,
  target: PageTarget,
  pinId: string,
): Promise<WriteOutcome> {
  const document = await ownPin(ctx, target, pinId);
  return ctx.enqueue({
    operation: 'unpin',
    request: { id: pinId },
    label: t('pageActionsLabelUnpin', targetName(target, document)),
  });
}

/**
 * The item that stands for the target in a collection: a DOCUMENT item when the service has
 * indexed it (so the collection shows the document's live title), a URL item otherwise.
 */
function itemForTarget(
  target: PageTarget,
  document: TargetDocument | null,
  name?: string,
  description?: string,
): CollectionItemDescriptor {
  const item: CollectionItemDescriptor = document
    ? { itemType: 'DOCUMENT', documentId: document.id }
    : { itemType: 'URL', url: target.url, name: target.title || target.url };
  const wantedName = name?.trim();
  if (wantedName) item.name = wantedName;
  const wantedDescription = description?.trim();
  if (wantedDescription) item.description = wantedDescription;
  return item;
}

/**
 * A collection read with its items (`getcollection`), the target's document, and the item that
 * stands for the target in it, if any. A collection that is gone answers a sentence saying so.
 */
export async function targetInCollection(
  ctx: BackgroundContext,
  target: PageTarget,
  collectionId: number,
) {
  const { client, document } = await clientAndDocument(ctx, target);
  const collection = (await client.getcollection({ id: collectionId, withItems: true })).collection;
  if (!collection) {
    throw new ApiError({ kind: 'not-found', message: t('pageActionsCollectionGone') });
  }
  const item = collection.items?.find((kept) => itemIsTarget(kept, target.url, document));
  return { document, collection, item };
}

/**
 * Adds the target to an existing collection. A collection that already holds it answers an
 * ApiError of kind 'already-exists' ("Already in …"), before anything is queued.
 */
export async function addTargetToCollection(
  ctx: BackgroundContext,
  target: PageTarget,
  collectionId: number,
  name?: string,
  description?: string,
): Promise<WriteOutcome> {
  const { document, collection, item } = await targetInCollection(ctx, target, collectionId);
  // Remembered even when the page is already there: the person chose this collection.
  await rememberCollection({ id: collection.id, name: collection.name });
  if (item) throw alreadyInError(collection.name);
  if (!canAddTo(collection)) throw collectionLockedError(collection.name);
  const outcome = await ctx.enqueue({
    operation: 'addcollectionitems',
    request: {
      collectionId,
      addedCollectionItemDescriptors: [itemForTarget(target, document, name, description)],
    },
    label: t('pageActionsLabelAdd', [
      name?.trim() || targetName(target, document),
      collection.name,
    ]),
  });
  if (outcome.state === 'failed' && outcome.error?.kind === 'already-exists') {
    // Someone added it between the check and the write: still not a failure for the person.
    throw alreadyInError(collection.name);
  }
  return outcome;
}

/** The id of the collection a `createcollection` answer (or its follow-up) describes. */
function createdCollection(result: unknown): { id: number; name: string } | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const record = result as Record<string, unknown>;
  const collection = (record.collection ?? record) as Record<string, unknown>;
  return typeof collection.id === 'number' && typeof collection.name === 'string'
    ? { id: collection.id, name: collection.name }
    : undefined;
}

/** Creates a collection and adds the target to it, as one queued write with a follow-up. */
export async function createCollectionWithTarget(
  ctx: BackgroundContext,
  target: PageTarget,
  input: {
    collectionName: string;
    collectionDescription?: string;
    name?: string;
    description?: string;
  },
): Promise<WriteOutcome> {
  const { document } = await clientAndDocument(ctx, target);
  const collectionName = input.collectionName.trim();
  const item = itemForTarget(target, document, input.name, input.description);
  const outcome = await ctx.enqueue({
    operation: 'createcollection',
    request: { name: collectionName, description: input.collectionDescription?.trim() ?? '' },
    label: t('pageActionsLabelCreate', collectionName),
    followUp: {
      operation: 'addcollectionitems',
      request: { addedCollectionItemDescriptors: [item] },
      label: t('pageActionsLabelAddToNew', [
        input.name?.trim() || targetName(target, document),
        collectionName,
      ]),
    },
  });
  const created = outcome.state === 'done' ? createdCollection(outcome.result) : undefined;
  if (created) await rememberCollection(created);
  return outcome;
}
