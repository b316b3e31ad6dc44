import { describe, expect, it } from 'vitest';
import { readKeySchema } from '../../../../../lib/shared/messages/reads';

// The read message's data is a plain union of one strict shape per kind (not zod's
// discriminated union, for the worker's size): it must still take each kind's own shape only.

describe('a read’s key', () => {
  it('takes each kind with its own fields', () => {
    const keys = [
      { kind: 'feed' },
      { kind: 'answerBoards', withAudience: true, withRoles: false },
      { kind: 'collections', refresh: true },
      { kind: 'collection', id: 3 },
      { kind: 'events', ids: ['EV1'] },
      { kind: 'draft', id: 9 },
      { kind: 'peopleToInvite', categories: ['INVITE_NONUSERS'], departments: ['Sales'] },
    ];
    for (const key of keys) expect(readKeySchema.parse(key)).toEqual(key);
  });

  it('refuses an unknown kind, another kind’s field, a field of the wrong type or none', () => {
    const refused = [
      { kind: 'pins' },
      { kind: 'feed', id: 3 },
      { kind: 'collection', id: '3' },
      { kind: 'collection' },
      { kind: 'collections', refresh: false },
      { kind: 'events', ids: [] },
      { id: 3 },
      'feed',
      null,
    ];
    for (const key of refused)
      expect(readKeySchema.safeParse(key).success, String(key)).toBe(false);
  });
});
