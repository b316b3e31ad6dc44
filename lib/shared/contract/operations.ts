import type * as z from 'zod/mini';
import * as requests from './requests';
import * as responses from './responses';

/** What one operation sends and receives, and whether it changes anything. */
export interface OperationDefinition {
  request: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Reads may be retried freely; writes go through the outbox and are never retried blindly. */
  kind: 'read' | 'write';
}

/**
 * Every operation the extension uses, keyed by the name in its URL
 * (`POST {base}/rest/api/v1/<name>`). The first nine are the specification's; the rest are
 * the supporting operations the API notes describe.
 */
export const OPERATIONS = {
  peoplesuggestadmin: {
    request: requests.peopleSuggestAdminRequestSchema,
    response: responses.peopleSuggestAdminResponseSchema,
    kind: 'read',
  },
  getdraftannouncement: {
    request: requests.getDraftAnnouncementRequestSchema,
    response: responses.getDraftAnnouncementResponseSchema,
    kind: 'read',
  },
  updatedraftannouncement: {
    request: requests.updateDraftAnnouncementRequestSchema,
    response: responses.updateDraftAnnouncementResponseSchema,
    kind: 'write',
  },
  movecollectionitem: {
    request: requests.moveCollectionItemRequestSchema,
    response: responses.collectionEditResponseSchema,
    kind: 'write',
  },
  deletecollectionitem: {
    request: requests.deleteCollectionItemRequestSchema,
    response: responses.collectionEditResponseSchema,
    kind: 'write',
  },
  listanswerboards: {
    request: requests.listAnswerBoardsRequestSchema,
    response: responses.listAnswerBoardsResponseSchema,
    kind: 'read',
  },
  pin: { request: requests.pinRequestSchema, response: responses.pinResponseSchema, kind: 'write' },
  getevents: {
    request: requests.getEventsRequestSchema,
    response: responses.getEventsResponseSchema,
    kind: 'read',
  },
  feed: {
    request: requests.feedRequestSchema,
    response: responses.feedResponseSchema,
    kind: 'read',
  },
  listcollections: {
    request: requests.listCollectionsRequestSchema,
    response: responses.listCollectionsResponseSchema,
    kind: 'read',
  },
  getcollection: {
    request: requests.getCollectionRequestSchema,
    response: responses.getCollectionResponseSchema,
    kind: 'read',
  },
  addcollectionitems: {
    request: requests.addCollectionItemsRequestSchema,
    response: responses.addCollectionItemsResponseSchema,
    kind: 'write',
  },
  createcollection: {
    request: requests.createCollectionRequestSchema,
    response: responses.createCollectionResponseSchema,
    kind: 'write',
  },
  editcollectionitem: {
    request: requests.editCollectionItemRequestSchema,
    response: responses.collectionEditResponseSchema,
    kind: 'write',
  },
  getdocuments: {
    request: requests.getDocumentsRequestSchema,
    response: responses.getDocumentsResponseSchema,
    kind: 'read',
  },
  listpins: {
    request: requests.listPinsRequestSchema,
    response: responses.listPinsResponseSchema,
    kind: 'read',
  },
  getpin: {
    request: requests.getPinRequestSchema,
    response: responses.getPinResponseSchema,
    kind: 'read',
  },
  editpin: {
    request: requests.editPinRequestSchema,
    response: responses.editPinResponseSchema,
    kind: 'write',
  },
  unpin: {
    request: requests.unpinRequestSchema,
    response: responses.unpinResponseSchema,
    kind: 'write',
  },
} as const satisfies Record<string, OperationDefinition>;

/** The name of an operation, as in its URL. */
export type OperationName = keyof typeof OPERATIONS;
/** What a caller passes for an operation (before defaults). */
export type OperationRequest<Op extends OperationName> = z.input<
  (typeof OPERATIONS)[Op]['request']
>;
/** What an operation answers, after lenient parsing. */
export type OperationResponse<Op extends OperationName> = z.output<
  (typeof OPERATIONS)[Op]['response']
>;

/** All operation names, in the order of the table. */
export const OPERATION_NAMES = Object.keys(OPERATIONS) as readonly OperationName[];

/** True when `name` is an operation of the table (for example a URL path segment). */
export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(OPERATIONS, name);
}

/** The operations that change something on the service. */
export const WRITE_OPERATIONS = OPERATION_NAMES.filter((name) => OPERATIONS[name].kind === 'write');
