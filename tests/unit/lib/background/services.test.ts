import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveConnection } from '../../../../lib/background/connection/save';
import { createBackground } from '../../../../lib/background/services';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { connectionHarness } from '../../../support/connection';

const harness = connectionHarness();

describe("the background's reads", () => {
  it('hand the answer back before any copy of it is written, then keep the copies', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const background = createBackground();
    const written: string[] = [];
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    fakeBrowser.storage.local.set = vi.fn(async (items: Record<string, unknown>) => {
      written.push(...Object.keys(items));
      return set(items);
    }) as never;
    const entry = await background.context.read({ kind: 'feed' });
    expect(entry.value.results?.length).toBeGreaterThan(0);
    // Begun before the answer, a write went to the browser ahead of it, and the answer waited.
    expect(written.filter((key) => key.startsWith('cache:'))).toEqual([]);
    await vi.waitFor(() =>
      expect(written).toEqual(expect.arrayContaining(['cache:feed', 'cache:first-screen'])),
    );
  });

  it('keep no copy of a read for a connection changed before it was kept', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const background = createBackground();
    await background.context.read({ kind: 'feed' });
    await connectionSettings.set({ ...(await connectionSettings.get()), scope: 'someone-else' });
    // A read made after the change is kept: its copy is written after the feed's would have
    // been (the same delay, begun later), so once it is there the feed's copy had its turn.
    await background.context.read({ kind: 'collections' });
    await vi.waitFor(
      async () => expect(await fakeBrowser.storage.local.get('cache:collections')).not.toEqual({}),
      { timeout: 5000 },
    );
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).filter((key) => key.startsWith('cache:'))).toEqual([
      'cache:collections',
    ]);
  });
});
