import { beforeEach, describe, expect, test, vi } from 'vitest';

const sendMessage = vi.fn();
vi.mock('../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: (name: string, data: unknown) => sendMessage(name, data),
}));

const { openOptions } = await import('../../../../lib/ui/open-options');

beforeEach(() => sendMessage.mockReset());

describe('openOptions', () => {
  test('asks the background to open the settings, from a page or the panel alike', async () => {
    sendMessage.mockResolvedValue({ ok: true, value: null });
    await openOptions();
    expect(sendMessage).toHaveBeenCalledWith('openOptions', undefined);
  });

  test('a worker that cannot be reached, or a refusal, is not a failure to handle', async () => {
    sendMessage.mockImplementation(async () => {
      throw new Error('Could not establish connection.');
    });
    await expect(openOptions()).resolves.toBeUndefined();
    sendMessage.mockResolvedValue({ ok: false, error: { kind: 'forbidden', message: 'No.' } });
    await expect(openOptions()).resolves.toBeUndefined();
  });
});
