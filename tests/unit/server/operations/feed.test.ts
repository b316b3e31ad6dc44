import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../../server/auth';
import { openDatabase } from '../../../../server/db/open';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { seedDemoData } from '../../../../server/demo/seed';
import { feed } from '../../../../server/operations/feed';
import type { DocumentRow } from '../../../../server/views';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const { db } = openDatabase(':memory:');
seedDemoData(db, NOW, 3);

function feedFor(token: string, request: object) {
  const caller = authenticate(db, { authorization: `Bearer ${token}` }, NOW);
  const ctx = { db, caller, origin: 'http://127.0.0.1:1', now: NOW, receivedAt: Date.now() };
  return { caller, answer: feed(ctx, request as never) };
}

/** What each document category must hold, worked out from every row (a stable sort). */
function expected(callerId: string, department: string, datasources: string[]) {
  const all = (db.prepare('SELECT * FROM documents ORDER BY rowid').all() as DocumentRow[]).filter(
    (row) => datasources.length === 0 || datasources.includes(row.datasource),
  );
  const departmentOf = new Map(
    (
      db.prepare('SELECT id, department FROM people').all() as { id: string; department: string }[]
    ).map((row) => [row.id, row.department]),
  );
  const ids = (rows: DocumentRow[]) => rows.map((row) => row.id);
  return {
    RECENT: ids(
      all
        .filter((row) => row.author_id === callerId)
        .sort((a, b) => b.update_time.localeCompare(a.update_time)),
    ),
    DOCUMENT_SUGGESTION: ids(
      all
        .filter(
          (row) => row.author_id !== callerId && departmentOf.get(row.author_id) === department,
        )
        .sort((a, b) => b.popularity - a.popularity),
    ),
    TRENDING_DOCUMENT: ids([...all].sort((a, b) => b.popularity - a.popularity)),
  };
}

describe('the feed picks each category with indexed queries', () => {
  for (const [who, token] of [
    ['employee', DEMO_TOKENS.user],
    ['administrator', DEMO_TOKENS.admin],
  ] as const) {
    for (const datasources of [[], ['confluence', 'gdrive']]) {
      it(`gives the ${who} the same documents, in the same order, as sorting every row (filter ${datasources.join(', ') || 'none'})`, () => {
        for (const category of ['RECENT', 'DOCUMENT_SUGGESTION', 'TRENDING_DOCUMENT'] as const) {
          const { caller, answer } = feedFor(token, {
            categories: [category],
            requestOptions: { resultSize: 100_000, datasourceFilter: datasources },
          });
          const want = expected(caller.person.id, caller.person.department, datasources)[category];
          expect(want.length, category).toBeGreaterThan(0);
          expect(
            (answer.results ?? []).map((result) => result.primaryEntry.document?.id),
            category,
          ).toEqual(want);
        }
      });
    }
  }

  it('cuts each category to its own size and the whole to resultSize, in request order', () => {
    const { answer } = feedFor(DEMO_TOKENS.user, {
      categories: ['TRENDING_DOCUMENT', 'EVENT', 'TRENDING_DOCUMENT', 'NOT_A_CATEGORY', 'RECENT'],
      requestOptions: {
        resultSize: 9,
        categoryToResultSize: {
          TRENDING_DOCUMENT: { resultSize: 3 },
          EVENT: { resultSize: 3 },
        },
      },
    });
    const trending = expected('', '', []).TRENDING_DOCUMENT.slice(0, 3);
    expect((answer.results ?? []).map((result) => result.category)).toEqual([
      ...Array(3).fill('TRENDING_DOCUMENT'),
      'EVENT',
      'EVENT',
      'EVENT',
      ...Array(3).fill('TRENDING_DOCUMENT'),
    ]);
    // A category named twice is served twice, from its best entries again, as before.
    const ids = (answer.results ?? []).map((result) => result.primaryEntry.document?.id);
    expect(ids.slice(0, 3)).toEqual(trending);
    expect(ids.slice(6)).toEqual(trending);
  });
});
