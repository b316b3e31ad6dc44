import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';

beforeEach(() => fakeBrowser.reset());

describe('typed storage', () => {
  it('reads a malformed connection setting as “not configured”, not as a crash', async () => {
    await fakeBrowser.storage.local.set({ connection: { serviceUrl: 42 } });
    expect(await connectionSettings.get()).toEqual({ scope: 'none' });
  });
});
