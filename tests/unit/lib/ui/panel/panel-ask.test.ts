import { beforeEach, describe, expect, test, vi } from 'vitest';
import { english, stubI18n } from '../../../../support/page-actions';

const sendMessage = vi.fn();
vi.mock('../../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: (name: string, data: unknown) => sendMessage(name, data),
}));

const { panelAsk, panelError, panelErrorNotice } = await import(
  '../../../../../lib/ui/panel/panel-ask'
);

beforeEach(() => {
  sendMessage.mockReset();
  stubI18n();
});

describe('panelAsk', () => {
  test("answers the worker's value", async () => {
    sendMessage.mockResolvedValue({ ok: true, value: { pins: [] } });
    await expect(
      panelAsk('unpinPagePin', { url: 'https://a.example/', pinId: 'p1' }),
    ).resolves.toEqual({ pins: [] });
    expect(sendMessage).toHaveBeenCalledWith('unpinPagePin', {
      url: 'https://a.example/',
      pinId: 'p1',
    });
  });

  test("a refusal is thrown as the worker's sentence, kind and code", async () => {
    const error = { kind: 'unauthorized', message: 'Connect first.', code: 'X' };
    sendMessage.mockResolvedValue({ ok: false, error });
    const thrown = await panelAsk('pageStatus', {}).catch((caught: unknown) => caught);
    expect(panelError(thrown)).toEqual(error);
  });

  test('an unreachable worker, or no answer, still becomes a sentence', async () => {
    sendMessage.mockRejectedValue(new Error('Could not establish connection.'));
    const unreachable = await panelAsk('pageStatus', {}).catch((caught: unknown) => caught);
    expect(panelError(unreachable).message).toBe(english('errorUnexpected'));
    sendMessage.mockResolvedValue(undefined);
    const silent = await panelAsk('pageStatus', {}).catch((caught: unknown) => caught);
    expect(panelError(silent).message).toBe(english('errorNoAnswer'));
  });
});

describe('panelErrorNotice', () => {
  test('"already there" is information, other failures and bugs are errors', () => {
    expect(panelErrorNotice({ kind: 'already-exists', message: 'Already.' })).toEqual({
      tone: 'info',
      message: 'Already.',
    });
    expect(panelErrorNotice(new TypeError('x is undefined'))).toEqual({
      tone: 'error',
      message: english('errorUnexpected'),
    });
  });
});
