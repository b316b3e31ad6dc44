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
