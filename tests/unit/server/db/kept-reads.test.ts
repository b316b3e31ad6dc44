import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keptReads, MAX_KEPT_READS } from '../../../../server/db/kept-reads';
import { migrate } from '../../../../server/db/migrations';
import { openDatabase } from '../../../../server/db/open';
import { seedDemoData } from '../../../../server/demo/seed';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const TRENDING = 'SELECT id FROM documents ORDER BY popularity DESC, rowid LIMIT ?';

function watched() {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, NOW, 1);
  return db;
}

describe('kept reads', () => {
  it('answers the same query with the rows it kept', () => {
    const db = watched();
    const first = keptReads(db)<string>(['documents'], TRENDING, [5], true);
    expect(first).toHaveLength(5);
    expect(keptReads(db)<string>(['documents'], TRENDING, [5], true)).toBe(first);
    // Other parameters are another question.
    expect(keptReads(db)<string>(['documents'], TRENDING, [3], true)).toEqual(first.slice(0, 3));
  });

  it('reads again once a table it names is written, and only then', () => {
    const db = watched();
    const first = keptReads(db)<string>(['documents'], TRENDING, [5], true);
    db.prepare("UPDATE people SET title = 'Other' WHERE id = 'p-alex-morgan'").run();
    expect(keptReads(db)<string>(['documents'], TRENDING, [5], true)).toBe(first);
    const last = first.at(-1) as string;
    db.prepare('UPDATE documents SET popularity = 1000000 WHERE id = ?').run(last);
    const after = keptReads(db)<string>(['documents'], TRENDING, [5], true);
    expect(after[0]).toBe(last);
  });

  it('runs every query on a database that is not watched', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    seedDemoData(db, NOW, 1);
    const first = keptReads(db)<string>(['documents'], TRENDING, [5], true);
    expect(keptReads(db)<string>(['documents'], TRENDING, [5], true)).not.toBe(first);
  });

  it(`keeps at most ${MAX_KEPT_READS} answers, the least recently used going first`, () => {
    const db = watched();
    const read = keptReads(db);
    const first = read<string>(['documents'], TRENDING, [1], true);
    const second = read<string>(['documents'], TRENDING, [2], true);
    for (let limit = 3; limit <= MAX_KEPT_READS; limit++) read(['documents'], TRENDING, [limit]);
    expect(read<string>(['documents'], TRENDING, [1], true)).toBe(first);
    read(['documents'], TRENDING, [MAX_KEPT_READS + 1], true);
    expect(read<string>(['documents'], TRENDING, [1], true)).toBe(first);
    expect(read<string>(['documents'], TRENDING, [2], true)).not.toBe(second);
  });
});
