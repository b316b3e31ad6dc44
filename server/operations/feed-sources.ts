import type { FeedResult, OperationRequest } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { type DocumentRow, documentView } from '../views';
import { type AnnouncementRow, announcementView } from './announcements';
import type { CollectionRow } from './collections/rows';
import { collectionView } from './collections/view';
import { eventResult, startOfDay, upcomingEvents } from './events';

/**
 * One feed category: given how many results may still be taken, the best ones, best first.
 * Each asks SQLite for exactly that many (an index gives the order), so a feed builds only what
 * it returns, however large the data.
 */
export type FeedSource = (limit: number) => FeedResult[];

const DOCUMENT_COLUMNS =
  'id, title, datasource, doc_type, container, author_id, body, create_time, update_time, popularity';

function documentResult(
  ctx: RequestContext,
  row: DocumentRow,
  category: string,
  justificationType: string,
  justification: string,
): FeedResult {
  const document = documentView(ctx.db, row, ctx.origin);
  return {
    category,
    primaryEntry: {
      entryId: `${category}-${row.id}`,
      title: row.title,
      viewUrl: document.url,
      justificationType,
      justification,
      document,
      app: { datasource: row.datasource, docType: row.doc_type, mimeType: 'text/html' },
      documentVisitorCount: {
        count: row.popularity,
        org: 'company',
        period: { minDaysFromNow: -7, maxDaysFromNow: 0 },
      },
    },
  };
}

/**
 * Documents matching `where` in `order`, at most `limit`, with the request's datasource filter.
 * `rowid` last keeps ties in the order the documents were written, as before.
 */
function documents(
  ctx: RequestContext,
  where: string,
  order: string,
  datasources: readonly string[],
  params: unknown[],
  limit: number,
): DocumentRow[] {
  const filter =
    datasources.length === 0 ? '' : 'AND datasource IN (SELECT value FROM json_each(?))';
  const sql = `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE ${where} ${filter} ORDER BY ${order}, rowid LIMIT ?`;
  const args = datasources.length === 0 ? params : [...params, JSON.stringify(datasources)];
  return statement(ctx.db, sql).all(...args, limit) as DocumentRow[];
}

/** Every category's source for this request. */
export function feedSources(
  ctx: RequestContext,
  request: OperationRequest<'feed'>,
): Record<string, FeedSource> {
  const { caller } = ctx;
  const datasources = request.requestOptions?.datasourceFilter ?? [];
  const dayStart = startOfDay(ctx.now, request.requestOptions?.timezoneOffset ?? 0);
  return {
    RECENT: (limit) =>
      documents(
        ctx,
        'author_id = ?',
        'update_time DESC',
        datasources,
        [caller.person.id],
        limit,
      ).map((row) =>
        documentResult(ctx, row, 'RECENT', 'RECENTLY_ACCESSED', 'You edited this recently'),
      ),
    DOCUMENT_SUGGESTION: (limit) =>
      documents(
        ctx,
        // EXISTS, not IN: SQLite then walks the popularity index and stops at `limit`, instead
        // of sorting every document of the department.
        'EXISTS (SELECT 1 FROM people WHERE people.id = author_id AND people.department = ?) AND author_id != ?',
        'popularity DESC',
        datasources,
        [caller.person.department, caller.person.id],
        limit,
      ).map((row) =>
        documentResult(
          ctx,
          row,
          'DOCUMENT_SUGGESTION',
          'FREQUENTLY_ACCESSED',
          `Popular in ${caller.person.department}`,
        ),
      ),
    TRENDING_DOCUMENT: (limit) =>
      documents(ctx, '1', 'popularity DESC', datasources, [], limit).map((row) =>
        documentResult(
          ctx,
          row,
          'TRENDING_DOCUMENT',
          'TRENDING_DOCUMENT',
          `${row.popularity} people viewed this this week`,
        ),
      ),
    EVENT: (limit) =>
      upcomingEvents(ctx, dayStart, limit).map((row) => eventResult(ctx, row, dayStart, false)),
    ANNOUNCEMENT: (limit) =>
      (
        statement(
          ctx.db,
          'SELECT * FROM announcements WHERE is_published = 1 ORDER BY update_ts DESC, id LIMIT ?',
        ).all(limit) as AnnouncementRow[]
      ).map((row) => {
        const announcement = announcementView(ctx, row);
        return {
          category: 'ANNOUNCEMENT',
          primaryEntry: {
            entryId: `announcement-${row.id}`,
            title: announcement.title ?? 'Announcement',
            justificationType: 'ANNOUNCEMENT',
            createdBy: announcement.author,
            announcement: {
              id: row.id,
              draftId: row.draft_id ?? undefined,
              title: announcement.title,
              emoji: announcement.emoji,
            },
          },
        };
      }),
    COMPANY_RESOURCE: (limit) =>
      (
        statement(
          ctx.db,
          'SELECT * FROM collections WHERE pin_category IS NOT NULL ORDER BY id LIMIT ?',
        ).all(limit) as CollectionRow[]
      ).map((row) => {
        const collection = collectionView(ctx, row, 'full');
        return {
          category: 'COMPANY_RESOURCE',
          primaryEntry: {
            entryId: `collection-${row.id}`,
            title: row.name,
            justificationType: 'COMPANY_RESOURCE',
            collection,
          },
          // A collection counts as one result, with its items as its secondary entries.
          secondaryEntries: (collection.items ?? []).slice(0, 5).map((item) => ({
            title: item.name || item.url || 'Item',
            viewUrl: item.url,
            collectionItem: item,
          })),
        };
      }),
  };
}
