import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners } from '../../../../../lib/shared/messages/receive';

const PAGE = { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/popup.html' };

/** Delivers a raw message; answers what the listeners returned and what was sent back. */
async function deliver(message: unknown) {
  const respond = vi.fn();
  const results = (await fakeBrowser.runtime.onMessage.trigger(
    message,
    PAGE,
    respond,
  )) as unknown[];
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { keptOpen: results.some((result) => result === true), respond };
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => removeAllListeners());

describe('onMessage (the background receiving)', () => {
  it('answers { res } with what the listener of that type returns', async () => {
    onMessage('getConnection', ({ sender }) => ({ ok: true, value: sender.url as never }));
    const { keptOpen, respond } = await deliver({ id: 1, type: 'getConnection', timestamp: 1 });
    expect(keptOpen).toBe(true);
    expect(respond).toHaveBeenCalledWith({ res: { ok: true, value: PAGE.url } });
  });

  it('stays silent when the listener answers undefined (a stranger hears nothing)', async () => {
    onMessage('getConnection', () => undefined);
    const { keptOpen, respond } = await deliver({ id: 1, type: 'getConnection', timestamp: 1 });
    expect(keptOpen).toBe(false);
    expect(respond).not.toHaveBeenCalled();
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'readConnection'])(
    'leaves a message named “%s” unanswered: no listener of that name',
    async (type) => {
      onMessage('getConnection', () => ({ ok: true, value: undefined as never }));
      const { keptOpen, respond } = await deliver({ id: 1, type, data: {}, timestamp: 1 });
      expect(keptOpen).toBe(false);
      expect(respond).not.toHaveBeenCalled();
    },
  );

  it.each([
    null,
    'getConnection',
    { type: 'getConnection' },
    { type: 'getConnection', timestamp: '1' },
  ])('leaves %j unanswered: not the format pages send', async (message) => {
    const listener = vi.fn(() => ({ ok: true as const, value: undefined as never }));
    onMessage('getConnection', listener);
    const { respond } = await deliver(message);
    expect(listener).not.toHaveBeenCalled();
    expect(respond).not.toHaveBeenCalled();
  });

  it('answers a failed Result with the sentence when a listener throws, at once or later', async () => {
    onMessage('getConnection', () => {
      throw new Error('broken at once');
    });
    onMessage('forgetToken', async () => {
      throw new Error('broken later');
    });
    const failed = (detail: string) => ({
      res: { ok: false, error: expect.objectContaining({ kind: 'unexpected-response', detail }) },
    });
    const now = await deliver({ id: 1, type: 'getConnection', timestamp: 1 });
    expect(now.respond).toHaveBeenCalledWith(failed('broken at once'));
    const later = await deliver({ id: 2, type: 'forgetToken', timestamp: 1 });
    expect(later.respond).toHaveBeenCalledWith(failed('broken later'));
  });

  it('refuses a second listener for one type, and forgets all on removeAllListeners', async () => {
    onMessage('getConnection', () => undefined);
    expect(() => onMessage('getConnection', () => undefined)).toThrow(/already/);
    removeAllListeners();
    onMessage('getConnection', () => ({ ok: true, value: 'again' as never }));
    const { respond } = await deliver({ id: 1, type: 'getConnection', timestamp: 1 });
    expect(respond).toHaveBeenCalledWith({ res: { ok: true, value: 'again' } });
  });
});
