import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** At most this many records (sessions, interactions, codes, refresh tokens, grants) are kept. */
export const MAX_RECORDS = 10_000;

interface Entry {
  payload: AdapterPayload;
  /** Milliseconds since the epoch; Infinity when the record does not expire. */
  expiresAt: number;
}

/**
 * One in-memory store for one provider, as oidc-provider's adapter: what a run of the demo
 * provider issues lives as long as the run (its signing key does too, so nothing issued could
 * outlive a restart anyway). Bounded: past MAX_RECORDS the oldest record is dropped, which at
 * worst signs someone out. Expired records are gone when next read. A grant's records are
 * indexed so that revoking the grant (a revoked or reused refresh token) removes them all.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const records = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();

  const remove = (key: string) => {
    const entry = records.get(key);
    if (!entry) return;
    records.delete(key);
    const { grantId, uid, userCode } = entry.payload;
    if (grantId) grants.get(grantId)?.delete(key);
    if (grantId && grants.get(grantId)?.size === 0) grants.delete(grantId);
    if (uid && byUid.get(uid) === key) byUid.delete(uid);
    if (userCode && byUserCode.get(userCode) === key) byUserCode.delete(userCode);
  };
  const read = (key: string | undefined): AdapterPayload | undefined => {
    if (key === undefined) return undefined;
    const entry = records.get(key);
    if (entry && entry.expiresAt <= now()) remove(key);
    return entry && entry.expiresAt > now() ? entry.payload : undefined;
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        remove(key);
        while (records.size >= MAX_RECORDS) {
          const oldest = records.keys().next().value;
          if (oldest === undefined) break;
          remove(oldest);
        }
        const expiresAt = expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        records.set(key, { payload, expiresAt });
        if (payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          grants.set(payload.grantId, members.add(key));
        }
        if (payload.uid) byUid.set(payload.uid, key);
        if (payload.userCode) byUserCode.set(payload.userCode, key);
      },
      find: async (id) => read(keyOf(id)),
      findByUid: async (uid) => read(byUid.get(uid)),
      findByUserCode: async (userCode) => read(byUserCode.get(userCode)),
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        remove(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of [...(grants.get(grantId) ?? [])]) remove(key);
      },
    };
  };
}
