import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetTokenMemory } from '../../lib/background/connection/token-store';
import { originPattern } from '../../lib/shared/urls/origin';
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
    // The fake browser has no permissions API: grant what a person would have allowed, and
    // answer as a browser does, a granted pattern without a port covering every port.
    fakeBrowser.permissions.contains = vi.fn(async ({ origins = [] }) =>
      origins.every((asked: string) => granted.some((pattern) => covers(pattern, asked))),
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
    /** Grants what the settings page asks the browser for this origin. */
    allow: (origin: string) => {
      granted.push(originPattern(origin));
    },
  };
}

/** Whether a granted `scheme://host[:port]/*` pattern covers an asked pattern or URL. */
function covers(granted: string, asked: string): boolean {
  const parts = (text: string) => /^(\w+):\/\/(\[[^\]]+\]|[^/:]+)(?::(\d+))?\//.exec(text);
  const [g, a] = [parts(granted), parts(asked)];
  if (!g || !a || g[1] !== a[1] || g[2] !== a[2]) return false;
  return g[3] === undefined || g[3] === a[3];
}
