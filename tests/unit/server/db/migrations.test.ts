import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../../../server/db/open';

describe('the schema the migrations build', () => {
  test('act-as finds a person by e-mail, in any case, through an index and not a scan', () => {
    const { db } = openDatabase(':memory:');
    // The statement server/auth.ts runs for every request made with a global token.
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT id FROM people WHERE email = ? COLLATE NOCASE')
      .all('Alex@Example.com') as { detail: string }[];
    const details = plan.map((row) => row.detail).join(' | ');
    expect(details).toMatch(/SEARCH people USING (COVERING )?INDEX people_email_nocase/);
    expect(details).not.toMatch(/SCAN people/);
    db.close();
  });
});

describe('a document’s own collections and pins are index lookups', () => {
  test('by document id, not a scan of every item or pin', () => {
    const { db } = openDatabase(':memory:');
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('DOC_1') as { detail: string }[])
        .map((row) => row.detail)
        .join(' | ');
    const items = plan(
      'SELECT * FROM collections WHERE id IN (SELECT collection_id FROM collection_items WHERE document_id = ?) ORDER BY name',
    );
    expect(items).toMatch(/collection_items USING (COVERING )?INDEX collection_items_by_document/);
    expect(items).not.toMatch(/SCAN collection_items/);
    const pins = plan('SELECT * FROM pins WHERE document_id = ? ORDER BY create_time, id');
    expect(pins).toMatch(/pins USING INDEX pins_by_document/);
    expect(pins).not.toMatch(/SCAN pins/);
    db.close();
  });
});
