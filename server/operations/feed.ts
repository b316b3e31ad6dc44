import type { FeedResult, OperationRequest, OperationResponse } from '../../lib/shared/contract';
import type { RequestContext } from '../context';
import { statement } from '../db/statements';
import { HttpError } from '../http-error';
import { type DocumentRow, documentView } from '../views';
import { type AnnouncementRow, announcementView } from './announcements';
import type { CollectionRow } from './collections/rows';
import { collectionView } from './collections/view';
import { eventResult, startOfDay, upcomingEvents } from './events';

const DEFAULT_RESULT_SIZE = 30;

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

/** Every candidate result of each category, best first. */
function candidates(
  ctx: RequestContext,
  request: OperationRequest<'feed'>,
): Map<string, FeedResult[]> {
  const { db, caller } = ctx;
  const datasources = request.requestOptions?.datasourceFilter ?? [];
  const inFilter = (row: DocumentRow) =>
    datasources.length === 0 || datasources.includes(row.datasource);
  const documents = (statement(db, 'SELECT * FROM documents').all() as DocumentRow[]).filter(
    inFilter,
  );
  const byCategory = new Map<string, FeedResult[]>();

  const own = documents
    .filter((row) => row.author_id === caller.person.id)
    .sort((a, b) => b.update_time.localeCompare(a.update_time));
  const colleagues = statement(db, 'SELECT id FROM people WHERE department = ?').all(
    caller.person.department,
  ) as { id: string }[];
  const colleagueIds = new Set(colleagues.map((row) => row.id));
  const suggested = documents
    .filter((row) => colleagueIds.has(row.author_id) && row.author_id !== caller.person.id)
    .sort((a, b) => b.popularity - a.popularity);
  byCategory.set(
    'RECENT',
    own.map((row) =>
      documentResult(ctx, row, 'RECENT', 'RECENTLY_ACCESSED', 'You edited this recently'),
    ),
  );
  byCategory.set(
    'DOCUMENT_SUGGESTION',
    suggested.map((row) =>
      documentResult(
        ctx,
        row,
        'DOCUMENT_SUGGESTION',
        'FREQUENTLY_ACCESSED',
        `Popular in ${caller.person.department}`,
      ),
    ),
  );
  byCategory.set(
    'TRENDING_DOCUMENT',
    [...documents]
      .sort((a, b) => b.popularity - a.popularity)
      .map((row) =>
        documentResult(
          ctx,
          row,
          'TRENDING_DOCUMENT',
          'TRENDING_DOCUMENT',
          `${row.popularity} people viewed this this week`,
        ),
      ),
  );

  const dayStart = startOfDay(ctx.now, request.requestOptions?.timezoneOffset ?? 0);
  byCategory.set(
    'EVENT',
    upcomingEvents(ctx, dayStart).map((row) => eventResult(ctx, row, dayStart, false)),
  );

  const announcements = statement(
    db,
    'SELECT * FROM announcements WHERE is_published = 1 ORDER BY update_ts DESC',
  ).all() as AnnouncementRow[];
  byCategory.set(
    'ANNOUNCEMENT',
    announcements.map((row) => {
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
  );

  const pinned = statement(
    db,
    'SELECT * FROM collections WHERE pin_category IS NOT NULL ORDER BY id',
  ).all() as CollectionRow[];
  byCategory.set(
    'COMPANY_RESOURCE',
    pinned.map((row) => {
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
  );
  return byCategory;
}

/** Categories served when the request names none, in the order a person reads them. */
const DEFAULT_CATEGORIES = [
  'EVENT',
  'ANNOUNCEMENT',
  'DOCUMENT_SUGGESTION',
  'RECENT',
  'COMPANY_RESOURCE',
  'TRENDING_DOCUMENT',
];

/**
 * The caller's feed. `resultSize` caps the whole answer, `categoryToResultSize` each category;
 * results are taken category by category in request order. When composing took longer than
 * `timeoutMillis` (counted from the moment the request arrived), the answer is a 408.
 */
export function feed(
  ctx: RequestContext & { receivedAt: number },
  request: OperationRequest<'feed'>,
): OperationResponse<'feed'> {
  const all = candidates(ctx, request);
  const categories = request.categories?.length ? request.categories : DEFAULT_CATEGORIES;
  const total = request.requestOptions?.resultSize ?? DEFAULT_RESULT_SIZE;
  const perCategory = request.requestOptions?.categoryToResultSize ?? {};
  const results: FeedResult[] = [];
  for (const category of categories) {
    const limit = perCategory[category]?.resultSize ?? Number.POSITIVE_INFINITY;
    for (const result of (all.get(category) ?? []).slice(0, limit)) {
      if (results.length >= total) break;
      results.push(result);
    }
  }
  if (request.timeoutMillis !== undefined && Date.now() - ctx.receivedAt > request.timeoutMillis) {
    throw new HttpError(408, `Feed took longer than ${request.timeoutMillis} ms`);
  }
  return {
    results,
    serverTimestamp: Math.floor(ctx.now / 1000),
    trackingToken: `feed-${ctx.caller.person.id}-${Math.floor(ctx.now / 1000)}`,
    experimentIds: [],
  };
}
