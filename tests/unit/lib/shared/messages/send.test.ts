import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners } from '../../../../../lib/shared/messages/receive';
import { sendMessage } from '../../../../../lib/shared/messages/send';

// Pages send with send.ts, the background listens with receive.ts. These prove the two speak
// the same format, both ways.
beforeEach(() => fakeBrowser.reset());
afterEach(() => removeAllListeners());

describe('sendMessage (pages) to onMessage (background)', () => {
  it('delivers the data to the listener of its name and answers what the listener returns', async () => {
    const received: unknown[] = [];
    onMessage('read', ({ data }) => {
      received.push(data);
      return { ok: true, value: { value: { results: [] }, fetchedAt: 7 } };
    });
    const answer = await sendMessage('read', { kind: 'feed' });
    expect(received).toEqual([{ kind: 'feed' }]);
    expect(answer).toEqual({ ok: true, value: { value: { results: [] }, fetchedAt: 7 } });
  });

  it('answers a failure as data unchanged', async () => {
    onMessage('getConnection', () => ({
      ok: false,
      error: { kind: 'network', message: "Can't reach the service." },
    }));
    expect(await sendMessage('getConnection')).toEqual({
      ok: false,
      error: { kind: 'network', message: "Can't reach the service." },
    });
  });

  it('answers a failed Result when the listener throws: only no answer at all rejects', async () => {
    onMessage('getConnection', () => {
      throw new Error('broken handler');
    });
    await expect(sendMessage('getConnection')).resolves.toMatchObject({
      ok: false,
      error: { kind: 'unexpected-response', detail: 'broken handler' },
    });
  });
});
