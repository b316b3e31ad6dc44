import type { Collection, Pin } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import type { CollectionRow } from './collections/rows';
import { collectionView } from './collections/view';
import { type PinRow, pinView } from './pins';

/**
 * What `getdocuments` tells about a document beyond its text, as the vendor names it
 * (`metadata.collections`, `metadata.pins`; ../shared/reference/api-notes.md): the collections
 * that hold it, as the caller may see them and without their items, and its pins. Both are
 * read through the indexes of migration 6 (by document), so their cost follows what the
 * document has, not how many collections or pins the company holds.
 */
export function documentCollectionsAndPins(
  ctx: RequestContext,
  documentId: string,
): { collections: Collection[]; pins: Pin[] } {
  // Every collection is visible to every person in this service; one that should not be would
  // be left out here.
  const collections = statement(
    ctx.db,
    `SELECT * FROM collections WHERE id IN (
       SELECT collection_id FROM collection_items WHERE document_id = ?
     ) ORDER BY name`,
  ).all(documentId) as CollectionRow[];
  const pins = statement(
    ctx.db,
    'SELECT * FROM pins WHERE document_id = ? ORDER BY create_time, id',
  ).all(documentId) as PinRow[];
  return {
    collections: collections.map((row) => collectionView(ctx, row, 'none')),
    pins: pins.map((row) => pinView(ctx, row)),
  };
}
