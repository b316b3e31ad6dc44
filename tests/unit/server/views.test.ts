import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { seedDemoData } from '../../../server/demo/seed';
import { personById } from '../../../server/views';

function seeded() {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, Date.parse('2026-11-23T08:00:00Z'));
  return db;
}

describe('personById', () => {
  it('builds each reference once per database, origin and detail, and shares it frozen', () => {
    const db = seeded();
    let reads = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      const statement = prepare(sql);
      if (!sql.includes('FROM people')) return statement;
      const get = statement.get.bind(statement);
      statement.get = ((...args: unknown[]) => {
        reads++;
        return get(...args);
      }) as typeof statement.get;
      return statement;
    }) as typeof db.prepare;
    const first = personById(db, 'p-alex-morgan', 'http://a');
    expect(personById(db, 'p-alex-morgan', 'http://a')).toBe(first);
    expect(first).toEqual({ name: 'Alex Morgan', obfuscatedId: 'p-alex-morgan' });
    expect(Object.isFrozen(first)).toBe(true);
    const detailed = personById(db, 'p-alex-morgan', 'http://b', true);
    expect(detailed.metadata?.photoUrl).toBe('http://b/avatars/p-alex-morgan.svg');
    expect(Object.isFrozen(detailed.metadata)).toBe(true);
    expect(personById(db, 'p-alex-morgan', 'http://b', true)).toBe(detailed);
    expect(reads).toBe(2);
  });

  it('names someone who is not (or no longer) in the company', () => {
    expect(personById(seeded(), 'p-gone', 'http://a')).toEqual({
      name: 'Former employee',
      obfuscatedId: 'p-gone',
    });
  });

  it('keeps each database its own people', () => {
    const a = seeded();
    const b = seeded();
    expect(personById(a, 'p-alex-morgan', 'http://a')).not.toBe(
      personById(b, 'p-alex-morgan', 'http://a'),
    );
  });
});
