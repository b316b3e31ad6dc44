import { describe, expect, test } from 'vitest';
import { createMemoryAdapter, MAX_RECORDS } from '../../../../server/sso/adapter';

describe('createMemoryAdapter', () => {
  test('keeps a record until it expires', async () => {
    let now = 1_000_000;
    const sessions = createMemoryAdapter(() => now)('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'p-alex-morgan' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'p-alex-morgan' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'p-alex-morgan' });
    now += 60_000;
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  test('models do not share ids', async () => {
    const factory = createMemoryAdapter();
    await factory('AuthorizationCode').upsert('x', { accountId: 'a' }, 60);
    expect(await factory('RefreshToken').find('x')).toBeUndefined();
  });

  test('consume marks the record; destroy removes it', async () => {
    const codes = createMemoryAdapter(() => 5_000)('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: 5 });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  test('revoking a grant removes every record of it, and only those', async () => {
    const factory = createMemoryAdapter();
    const refresh = factory('RefreshToken');
    const codes = factory('AuthorizationCode');
    await refresh.upsert('r1', { grantId: 'g1' }, 600);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refresh.upsert('r2', { grantId: 'g2' }, 600);
    await refresh.revokeByGrantId('g1');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refresh.find('r2')).toMatchObject({ grantId: 'g2' });
  });

  test(`keeps at most ${MAX_RECORDS} records, dropping the oldest`, async () => {
    const sessions = createMemoryAdapter()('Session');
    for (let index = 0; index <= MAX_RECORDS; index++) {
      await sessions.upsert(`s${index}`, { uid: `u${index}`, grantId: `g${index}` }, 60);
    }
    expect(await sessions.find('s0')).toBeUndefined();
    expect(await sessions.findByUid('u0')).toBeUndefined();
    expect(await sessions.find('s1')).toBeDefined();
    expect(await sessions.find(`s${MAX_RECORDS}`)).toBeDefined();
  });
});
