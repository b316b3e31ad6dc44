import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../server/auth';
import { callerKey, MAX_REMEMBERED_CALLERS, rememberedCaller } from '../../../server/auth-cache';
import { hashToken } from '../../../server/db/hash';
import { openDatabase } from '../../../server/db/open';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { seedDemoData } from '../../../server/demo/seed';

const NOW = Date.parse('2026-11-23T08:00:00Z');

function seeded() {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, NOW, 1);
  return db;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function addToken(db: ReturnType<typeof seeded>, token: string, expiresAt: number | null = null) {
  db.prepare(
    `INSERT INTO tokens (hash, label, person_id, is_global, is_oauth, scopes, expires_at)
     VALUES (?, 'test', 'p-alex-morgan', 0, 0, 'FEED', ?)`,
  ).run(hashToken(token), expiresAt);
}

describe('remembered callers', () => {
  it('answers the same headers with the caller found before, without looking again', () => {
    const db = seeded();
    const first = authenticate(db, bearer(DEMO_TOKENS.user), NOW);
    expect(authenticate(db, bearer(DEMO_TOKENS.user), NOW)).toBe(first);
    // Another act-as is another triple: looked up afresh, and the right person.
    const global = { ...bearer(DEMO_TOKENS.global), actAs: 'sam.rivera@acme.example' };
    expect(authenticate(db, global, NOW).person.id).toBe('p-sam-rivera');
    const alex = { ...bearer(DEMO_TOKENS.global), actAs: 'alex.morgan@acme.example' };
    expect(authenticate(db, alex, NOW).person.id).toBe('p-alex-morgan');
  });

  it('refuses a token revoked after a remembered success at once', () => {
    const db = seeded();
    addToken(db, 'soon-revoked');
    expect(authenticate(db, bearer('soon-revoked'), NOW).person.id).toBe('p-alex-morgan');
    db.prepare('DELETE FROM tokens WHERE hash = ?').run(hashToken('soon-revoked'));
    expect(() => authenticate(db, bearer('soon-revoked'), NOW)).toThrow('Not authorized');
  });

  it('refuses a token the moment it expires, even after a remembered success', () => {
    const db = seeded();
    addToken(db, 'short-lived', NOW / 1000 + 60);
    expect(authenticate(db, bearer('short-lived'), NOW + 59_999).person.id).toBe('p-alex-morgan');
    expect(() => authenticate(db, bearer('short-lived'), NOW + 60_000)).toThrow('Token expired');
  });

  it('sees a person changed after a remembered success', () => {
    const db = seeded();
    expect(authenticate(db, bearer(DEMO_TOKENS.user), NOW).person.title).not.toBe('Chief');
    db.prepare("UPDATE people SET title = 'Chief' WHERE id = 'p-alex-morgan'").run();
    expect(authenticate(db, bearer(DEMO_TOKENS.user), NOW).person.title).toBe('Chief');
  });

  it('never remembers a refusal', () => {
    const db = seeded();
    const headers = bearer(DEMO_TOKENS.global);
    expect(() => authenticate(db, headers, NOW)).toThrow('X-Service-Actas');
    expect(() => authenticate(db, bearer(DEMO_TOKENS.expired), NOW)).toThrow('Token expired');
    expect(rememberedCaller(db, callerKey(headers.authorization), NOW)).toBeUndefined();
    const expired = callerKey(bearer(DEMO_TOKENS.expired).authorization);
    expect(rememberedCaller(db, expired, NOW)).toBeUndefined();
  });

  it(`keeps at most ${MAX_REMEMBERED_CALLERS} callers, the least recently used going first`, () => {
    const db = seeded();
    const tokens = Array.from({ length: MAX_REMEMBERED_CALLERS + 1 }, (_, i) => `bulk-${i}`);
    for (const token of tokens) addToken(db, token);
    const keyOf = (token: string) => callerKey(bearer(token).authorization);
    for (const token of tokens.slice(0, -1)) authenticate(db, bearer(token), NOW);
    // The first is used again, so the second is now the least recently used.
    expect(rememberedCaller(db, keyOf('bulk-0'), NOW)).toBeDefined();
    authenticate(db, bearer(tokens.at(-1) as string), NOW);
    expect(rememberedCaller(db, keyOf('bulk-1'), NOW)).toBeUndefined();
    expect(rememberedCaller(db, keyOf('bulk-0'), NOW)).toBeDefined();
    expect(rememberedCaller(db, keyOf(tokens.at(-1) as string), NOW)).toBeDefined();
  });
});
