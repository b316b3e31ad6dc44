import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { connectionView } from '../../../../../lib/background/connection/view';
import { originPattern } from '../../../../../lib/shared/urls/origin';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { connectionHarness } from '../../../../support/connection';
import { startTestServer } from '../../../../support/service';

const harness = connectionHarness();
/**
 * A second working service, on another host, to switch to: host access is asked without a port
 * (a port in a pattern never matches in Firefox), so another port of the same host would share
 * the first service's grant. Any 127.x.x.x address is this computer.
 */
let other: RunningServer;
beforeAll(async () => {
  other = await startTestServer({ host: '127.0.0.2' });
});
/** An address on this computer where nothing answers, on a host of its own. */
const NOTHING_THERE = 'http://127.0.0.3:1';
afterAll(() => other.close());

/** Origins the browser holds for the extension, kept here as the real permissions API would. */
let granted: Set<string>;
let required: string[];
const removed = vi.fn();

beforeEach(() => {
  granted = new Set();
  required = [];
  removed.mockClear();
  const permissions = fakeBrowser.permissions as unknown as Record<string, unknown>;
  permissions.contains = async ({ origins = [] }: { origins?: string[] }) =>
    origins.every((origin) => granted.has(origin));
  permissions.getAll = async () => ({ origins: [...granted, ...required], permissions: [] });
  permissions.remove = async ({ origins = [] }: { origins?: string[] }) => {
    removed(origins);
    for (const origin of origins) {
      // The real browser refuses to remove what the manifest requires.
      if (required.includes(origin)) throw new Error('You cannot remove required permissions.');
    }
    for (const origin of origins) granted.delete(origin);
    return true;
  };
  fakeBrowser.runtime.getManifest = () =>
    ({ manifest_version: 3, name: 'x', version: '1', host_permissions: required }) as never;
});

const pattern = (url: string) => originPattern(url);
const allow = (url: string) => granted.add(pattern(url));

describe('changing the service address', () => {
  it('removes the old origin once the new one is granted and works', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(other.url);
    const view = await saveConnection({ serviceUrl: other.url, token: DEMO_TOKENS.user });
    expect(view.state).toBe('ready');
    expect([...granted]).toEqual([pattern(other.url)]);
  });

  it('keeps the old origin when the new service does not answer', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(NOTHING_THERE);
    // Nothing answers there, so nothing is saved (Save makes one real request first).
    await expect(
      saveConnection({ serviceUrl: NOTHING_THERE, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/Can't reach/);
    expect(granted.has(pattern(harness.server.url))).toBe(true);
    expect(removed).not.toHaveBeenCalled();
  });

  it('keeps the old origin when the new service refuses the token', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(other.url);
    await expect(saveConnection({ serviceUrl: other.url, token: 'not-a-token' })).rejects.toThrow(
      /did not accept this token/,
    );
    expect(granted.has(pattern(harness.server.url))).toBe(true);
  });

  it('keeps the old origin when no token was given for the new service', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(other.url);
    await saveConnection({ serviceUrl: other.url });
    expect(granted.has(pattern(harness.server.url))).toBe(true);
  });

  it('after a failed switch, going back removes the origin that never worked', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(NOTHING_THERE);
    // Nothing answers there, so nothing is saved (Save makes one real request first).
    await expect(
      saveConnection({ serviceUrl: NOTHING_THERE, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/Can't reach/);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    expect([...granted]).toEqual([pattern(harness.server.url)]);
  });

  it('never removes what the manifest grants', async () => {
    required = ['http://127.0.0.1/*'];
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(other.url);
    await saveConnection({ serviceUrl: other.url, token: DEMO_TOKENS.user });
    for (const call of removed.mock.calls) expect(call[0]).not.toContain('http://127.0.0.1/*');
    // The manifest's own pattern is the first service's grant: it stays.
    expect(granted.has(pattern(harness.server.url))).toBe(true);
  });

  it('never removes what a Manifest V2 (Firefox) lists among its permissions', async () => {
    fakeBrowser.runtime.getManifest = () =>
      ({ manifest_version: 2, name: 'x', version: '1', permissions: ['http://*/*'] }) as never;
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    allow(other.url);
    await saveConnection({ serviceUrl: other.url, token: DEMO_TOKENS.user });
    expect(removed).not.toHaveBeenCalled();
  });

  it('never removes the origin in use, and asks nothing when nothing is stale', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    await saveConnection({ serviceUrl: harness.server.url, actAs: 'sam.rivera@acme.example' });
    expect(removed).not.toHaveBeenCalled();
    expect((await connectionView()).state).toBe('ready');
  });
});
