import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxEntries, setAsideEntries } from '../../../../../lib/shared/storage/outbox-entries';
import {
  mayHoldEntries,
  whenOutboxHoldsEntries,
} from '../../../../../lib/shared/storage/outbox-presence';

beforeEach(() => fakeBrowser.reset());

const entry = (state: 'pending' | 'done') => ({
  id: `w-${state}`,
  operation: 'pin',
  request: {},
  label: 'Pin “Q3 plan”',
  state,
  createdAt: 1,
  updatedAt: 1,
  attempts: 0,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whether the outbox holds something to list', () => {
  it('is no for nothing, an empty list and finished writes; yes for anything else', () => {
    expect(mayHoldEntries(undefined)).toBe(false);
    expect(mayHoldEntries([])).toBe(false);
    expect(mayHoldEntries([entry('done'), entry('done')])).toBe(false);
    expect(mayHoldEntries([entry('done'), entry('pending')])).toBe(true);
    // Something unreadable is for the code that checks entries to judge.
    expect(mayHoldEntries([null])).toBe(true);
    expect(mayHoldEntries('damaged')).toBe(true);
  });

  it('answers at once for what the outbox stored (its own keys), and again on a change', async () => {
    let calls = 0;
    await outboxEntries.set([entry('done')]);
    const look = vi.spyOn(fakeBrowser.storage.local, 'get');
    const stop = whenOutboxHoldsEntries(() => calls++);
    await settle();
    // Its first look has answered (else a slow answer would read the change below as well).
    await look.mock.results[0]?.value;
    await settle();
    // Its own looks, at the outbox's keys: this project shares its workers and fake browser
    // between files, and an earlier file's late work may read storage too (3 calls seen for 1).
    const outboxLooks = () =>
      look.mock.calls.filter(([keys]) => JSON.stringify(keys) === '["outbox","outboxSetAside"]');
    expect(outboxLooks()).toHaveLength(1);
    expect(calls).toBe(0);
    await outboxEntries.set([entry('done'), entry('pending')]);
    await settle();
    expect(calls).toBe(1);
    await setAsideEntries.set([{ id: 'a1', setAsideAt: 1, raw: 'x' }]);
    await settle();
    expect(calls).toBe(2);
    stop();
    await outboxEntries.set([entry('pending')]);
    expect(calls).toBe(2);
    // Changes are heard, never looked up again.
    expect(outboxLooks()).toHaveLength(1);
    look.mockRestore();
  });

  it('answers at once when something already waits', async () => {
    await outboxEntries.set([entry('pending')]);
    let calls = 0;
    whenOutboxHoldsEntries(() => calls++);
    await settle();
    expect(calls).toBe(1);
  });
});
