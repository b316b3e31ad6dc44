import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetTokenMemory } from '../../lib/background/connection/token-store';
import type { RunningServer } from '../../server/start';
import { startTestServer } from './service';

/**
 * The setup every connection test shares, registered as hooks of the calling test file: the
 * reference service for the whole file, and before each test a reset browser with no policy,
 * no granted origin and no token. `allow(origin)` grants host access as a person would.
 */
export function connectionHarness() {
  let server: RunningServer | undefined;
  let granted: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    fakeBrowser.reset();
    granted = [];
    // The fake browser has no permissions API: grant what a person would have allowed.
    fakeBrowser.permissions.contains = vi.fn(async ({ origins = [] }) =>
      origins.every((origin: string) => granted.includes(origin)),
    ) as never;
    fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
    indexedDB.deleteDatabase('workplace-knowledge-secrets');
    forgetTokenMemory();
  });
  return {
    /** The running reference service (available inside tests). */
    get server(): RunningServer {
      if (!server) throw new Error('The reference service is not running yet.');
      return server;
    },
    allow: (origin: string) => {
      granted.push(`${origin}/*`);
    },
  };
}
