import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { statement } from '../../../../server/db/statements';

const open: BetterSqlite3.Database[] = [];
function database() {
  const db = new BetterSqlite3(':memory:');
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('statement cache', () => {
  it('prepares a statement once per database and reuses it', () => {
    const db = database();
    let prepares = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepares++;
      return prepare(sql);
    }) as typeof db.prepare;
    const first = statement(db, 'SELECT 1 AS one');
    expect(statement(db, 'SELECT 1 AS one')).toBe(first);
    expect(first.get()).toEqual({ one: 1 });
    expect(prepares).toBe(1);
    statement(db, 'SELECT 2 AS two');
    expect(prepares).toBe(2);
  });

  it('keeps each database its own statements', () => {
    const a = database();
    const b = database();
    a.exec('CREATE TABLE t (v TEXT)');
    b.exec('CREATE TABLE t (v TEXT)');
    statement(a, 'INSERT INTO t VALUES (?)').run('a');
    expect(statement(b, 'SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 });
    expect(statement(a, 'SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
  });

  it('holds at most 256 statements, dropping the oldest first', () => {
    const db = database();
    const oldest = statement(db, 'SELECT 0');
    for (let i = 1; i <= 256; i++) statement(db, `SELECT ${i}`);
    expect(statement(db, `SELECT 256`)).toBe(statement(db, 'SELECT 256'));
    expect(statement(db, 'SELECT 0')).not.toBe(oldest);
  });
});
