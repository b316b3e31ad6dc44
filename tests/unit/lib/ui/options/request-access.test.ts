import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { requestAccess } from '../../../../../lib/ui/options/request-access';
import type { ConnectionView } from '../../../../../lib/shared/types/connection';
import { stubI18n } from '../../../../support/i18n-stub';

const VIEW: ConnectionView = {
  hasToken: false,
  managed: { serviceUrl: false, actAs: false, authType: false },
  state: 'not-configured',
};

let request: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  request = vi.fn(async () => true);
  // biome-ignore lint/suspicious/noExplicitAny: the fake browser does not implement permissions
  (fakeBrowser.permissions as any).request = request;
});

describe('asking the browser for the service origin', () => {
  it('asks for the origin without its port, which matches the service in every browser', async () => {
    const answer = await requestAccess({ serviceUrl: 'http://127.0.0.1:8787' }, VIEW);
    expect(answer).toEqual({ origin: 'http://127.0.0.1:8787' });
    expect(request).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('says the browser’s own reason when the request fails, never a generic sentence', async () => {
    request.mockRejectedValue(
      new Error(
        'Cannot request origin permission for http://127.0.0.1/* as it was not declared in the manifest',
      ),
    );
    const answer = await requestAccess({ serviceUrl: 'http://127.0.0.1:8787' }, VIEW);
    if (!('notice' in answer)) throw new Error('expected a notice');
    expect(answer.notice.tone).toBe('error');
    expect(answer.notice.message).toContain('was not declared in the manifest');
    expect(answer.notice.message).toContain('http://127.0.0.1:8787');
    expect(answer.notice.message).not.toMatch(/Something unexpected/);
  });

  it('says plainly when the person refused', async () => {
    request.mockResolvedValue(false);
    const answer = await requestAccess({ serviceUrl: 'https://kb.example.com' }, VIEW);
    if (!('notice' in answer)) throw new Error('expected a notice');
    expect(answer.notice.message).toMatch(/did not allow access to https:\/\/kb\.example\.com/);
  });
});
