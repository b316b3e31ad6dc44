import type { FeedResult, OperationRequest } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { keptReads } from '../db/kept-reads';
import { statement } from '../db/statements';
import type { WatchedTable } from '../db/table-writes';
import { type DocumentRow, documentView, findDocument } from '../views';
import { type AnnouncementRow, announcementView } from './announcements';
import { canEdit } from './collections/access';
import type { CollectionRow } from './collections/rows';
import { collectionView } from './collections/view';
import { eventEntries } from './event-entries';
import { startOfDay } from './events';
import { type Batch, feedFragments } from './feed-fragments';

/**
 * One feed category: given how many results may still be taken, the best ones, best first.
 * Each asks SQLite for exactly that many (an index gives the order) and only for their ids;
 * each entry's JSON is made once and kept until a table it is built from changes, and so is
 * each category's run of entries (feed-fragments.ts), so a feed costs what it returns, however
 * large the data.
 */
export type FeedSource = (limit: number) => Batch;

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

/** A category's SQL without and with a datasource filter, and the tables its answer reads. */
interface DocumentQuery {
  sql: readonly [string, string];
  tables: readonly WatchedTable[];
}

/**
 * A category's query for document ids, at most `limit`, in `order`, without and with the
 * request's datasource filter; from `documents` or `department_documents` (the same documents
 * by department, kept in the order suggestions are read). The write order breaks ties, as
 * before. Made once: the statement cache then finds each by a constant string.
 */
function documentQuery(
  from: 'documents' | 'department_documents',
  where: string,
  order: string,
): DocumentQuery {
  const [id, writeOrder] =
    from === 'documents' ? ['id', 'rowid'] : ['document_id', 'document_rowid'];
  const sql = (filter: string) =>
    `SELECT ${id} FROM ${from} WHERE ${where} ${filter} ORDER BY ${order}, ${writeOrder} LIMIT ?`;
  return {
    sql: [sql(''), sql('AND datasource IN (SELECT value FROM json_each(?))')],
    // department_documents is derived from documents and their authors' departments.
    tables: from === 'documents' ? ['documents'] : ['documents', 'people'],
  };
}

const RECENT_QUERY = documentQuery('documents', 'author_id = ?', 'update_time DESC');
const SUGGESTION_QUERY = documentQuery(
  'department_documents',
  'department = ? AND author_id != ?',
  'popularity DESC',
);
const TRENDING_QUERY = documentQuery('documents', '1', 'popularity DESC');

/** The ids `query` picks, at most `limit`, with the request's datasource filter. */
function documentIds(
  read: ReturnType<typeof keptReads>,
  query: DocumentQuery,
  datasources: readonly string[],
  params: (string | number)[],
  limit: number,
): string[] {
  const filtered = datasources.length > 0;
  const args = filtered ? [...params, JSON.stringify(datasources)] : params;
  return read<string>(query.tables, query.sql[filtered ? 1 : 0], [...args, limit], true);
}

/** Every category's source for this request. */
export function feedSources(
  ctx: RequestContext,
  request: OperationRequest<'feed'>,
): Record<string, FeedSource> {
  const { caller, db, origin } = ctx;
  const kept = feedFragments(db);
  // The picks themselves are kept too, until a table they read is written (db/kept-reads.ts).
  const read = keptReads(db);
  const datasources = request.requestOptions?.datasourceFilter ?? [];
  const dayStart = startOfDay(ctx.now, request.requestOptions?.timezoneOffset ?? 0);
  /**
   * The documents picked, as `category` entries with `justification`, or (trending) one that
   * quotes the document's popularity, a column of the row the entry is kept with.
   */
  const documentEntries = (
    ids: string[],
    category: string,
    justificationType: string,
    justification?: string,
  ) => {
    const prefix = `${category} ${origin} ${justification ?? ''} `;
    return kept.batch('document', ids, prefix, () =>
      ids.map((id) =>
        kept.entry('document', prefix + id, () => {
          const row = findDocument(db, id) as DocumentRow;
          return documentResult(
            ctx,
            row,
            category,
            justificationType,
            justification ?? `${row.popularity} people viewed this this week`,
          );
        }),
      ),
    );
  };
  return {
    RECENT: (limit) =>
      documentEntries(
        documentIds(read, RECENT_QUERY, datasources, [caller.person.id], limit),
        'RECENT',
        'RECENTLY_ACCESSED',
        'You edited this recently',
      ),
    DOCUMENT_SUGGESTION: (limit) =>
      documentEntries(
        documentIds(
          read,
          SUGGESTION_QUERY,
          datasources,
          [caller.person.department, caller.person.id],
          limit,
        ),
        'DOCUMENT_SUGGESTION',
        'FREQUENTLY_ACCESSED',
        `Popular in ${caller.person.department}`,
      ),
    TRENDING_DOCUMENT: (limit) =>
      documentEntries(
        documentIds(read, TRENDING_QUERY, datasources, [], limit),
        'TRENDING_DOCUMENT',
        'TRENDING_DOCUMENT',
      ),
    EVENT: (limit) => eventEntries(ctx, kept, dayStart, limit),
    ANNOUNCEMENT: (limit) => {
      const ids = read<number>(
        ['announcements'],
        'SELECT id FROM announcements WHERE is_published = 1 ORDER BY update_ts DESC, id LIMIT ?',
        [limit],
        true,
      );
      return kept.batch('announcement', ids, origin, () =>
        ids.map((id) =>
          kept.entry('announcement', `${origin} ${id}`, () =>
            announcementResult(
              ctx,
              statement(db, 'SELECT * FROM announcements WHERE id = ?').get(id) as AnnouncementRow,
            ),
          ),
        ),
      );
    },
    COMPANY_RESOURCE: (limit) => {
      const rows = read<CollectionRow>(
        ['collections'],
        'SELECT * FROM collections WHERE pin_category IS NOT NULL ORDER BY id LIMIT ?',
        [limit],
      );
      // Permissions in the reply depend on who asks: whether they may edit is in the keys.
      const edits = rows.map((row) => canEdit(ctx, row));
      return kept.batch('collection', rows, `${origin} ${edits.join(' ')}`, () =>
        rows.map((row, index) =>
          kept.entry('collection', `${origin} ${edits[index]} ${row.id}`, () =>
            collectionResult(ctx, row),
          ),
        ),
      );
    },
  };
}

function announcementResult(ctx: RequestContext, row: AnnouncementRow): FeedResult {
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
}

function collectionResult(ctx: RequestContext, row: CollectionRow): FeedResult {
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
}
