import type { OperationName } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import type { Scope } from '../demo/identities';
import * as announcements from './announcements';
import * as boards from './boards';
import * as collectionWrites from './collections/collection-writes';
import * as itemWrites from './collections/item-writes';
import * as collectionReads from './collections/reads';
import * as documents from './documents';
import * as events from './events';
import * as feed from './feed';
import * as people from './people';
import * as pins from './pins';

/** A handler gets the checked caller and the validated request, and returns the answer. */
export type Handler = (ctx: RequestContext & { receivedAt: number }, request: never) => unknown;

/** Every operation with the scope its token must carry. */
export const HANDLERS: Record<OperationName, { scope: Scope; handle: Handler }> = {
  peoplesuggestadmin: { scope: 'PEOPLE', handle: people.peoplesuggestadmin },
  getdraftannouncement: { scope: 'ANNOUNCEMENTS', handle: announcements.getdraftannouncement },
  updatedraftannouncement: {
    scope: 'ANNOUNCEMENTS',
    handle: announcements.updatedraftannouncement,
  },
  movecollectionitem: { scope: 'COLLECTIONS', handle: itemWrites.movecollectionitem },
  deletecollectionitem: { scope: 'COLLECTIONS', handle: itemWrites.deletecollectionitem },
  listanswerboards: { scope: 'ANSWERS', handle: boards.listanswerboards },
  pin: { scope: 'PINS', handle: pins.pin },
  getevents: { scope: 'CALENDAR', handle: events.getevents },
  feed: { scope: 'FEED', handle: feed.feed },
  listcollections: { scope: 'COLLECTIONS', handle: collectionReads.listcollections },
  getcollection: { scope: 'COLLECTIONS', handle: collectionReads.getcollection },
  addcollectionitems: { scope: 'COLLECTIONS', handle: itemWrites.addcollectionitems },
  createcollection: { scope: 'COLLECTIONS', handle: collectionWrites.createcollection },
  editcollectionitem: { scope: 'COLLECTIONS', handle: itemWrites.editcollectionitem },
  getdocuments: { scope: 'DOCUMENTS', handle: documents.getdocuments },
  listpins: { scope: 'PINS', handle: pins.listpins },
  getpin: { scope: 'PINS', handle: pins.getpin },
  editpin: { scope: 'PINS', handle: pins.editpin },
  unpin: { scope: 'PINS', handle: pins.unpin },
};
