import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';

beforeEach(() => fakeBrowser.reset());

describe('typed storage', () => {
  it('reads a malformed outbox as empty rather than breaking every page', async () => {
    await fakeBrowser.storage.local.set({ outbox: [{ id: 1 }] });
    expect(await outboxEntries.get()).toEqual([]);
  });
});
