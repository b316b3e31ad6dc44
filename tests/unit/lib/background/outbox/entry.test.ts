import { describe, expect, it } from 'vitest';
import { newEntry, outcomeOf, pausePending } from '../../../../../lib/background/outbox/entry';

const NOW = 1_700_000_000_000;
const refused = { kind: 'unauthorized' as const, message: 'Reconnect in the settings.' };

describe('outbox entries', () => {
  it('start pending and untried, with their follow-up', () => {
    const followUp = { operation: 'addcollectionitems' as const, request: {}, label: 'Add' };
    const entry = newEntry(
      { operation: 'createcollection', request: {}, label: 'Create', followUp },
      'id-1',
      NOW,
    );
    expect(entry).toMatchObject({
      id: 'id-1',
      state: 'pending',
      attempts: 0,
      createdAt: NOW,
      updatedAt: NOW,
      followUp,
    });
  });

  it('show a page the answer only when done, and why not otherwise', () => {
    const base = newEntry({ operation: 'pin', request: {}, label: 'Pin' }, 'id-2', NOW);
    expect(outcomeOf({ ...base, state: 'done', result: { ok: 1 }, error: refused })).toEqual({
      id: 'id-2',
      state: 'done',
      result: { ok: 1 },
    });
    expect(
      outcomeOf({ ...base, state: 'pending', error: refused, nextAttemptAt: NOW + 1_000 }),
    ).toEqual({ id: 'id-2', state: 'pending', error: refused, nextAttemptAt: NOW + 1_000 });
    expect(outcomeOf({ ...base, state: 'failed', error: refused, nextAttemptAt: NOW })).toEqual({
      id: 'id-2',
      state: 'failed',
      error: refused,
    });
  });

  it('pause only the pending ones, each saying why', () => {
    const pending = newEntry({ operation: 'pin', request: {}, label: 'Pin' }, 'a', NOW);
    const failed = { ...pending, id: 'b', state: 'failed' as const };
    const [paused, untouched] = pausePending([pending, failed], refused, NOW + 5);
    expect(paused).toMatchObject({ state: 'paused', error: refused, updatedAt: NOW + 5 });
    expect(untouched).toBe(failed);
  });
});
