import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notify } from '../../../../lib/background/notify';

beforeEach(() => fakeBrowser.reset());

describe('feedback for actions started from a menu or shortcut', () => {
  it('shows a system notification', async () => {
    const create = vi.fn(async () => 'id');
    fakeBrowser.notifications.create = create as never;
    await notify({ tone: 'success', message: 'Pinned for “deploy”.' });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Done', message: 'Pinned for “deploy”.' }),
    );
  });

  it('puts the sentence on the toolbar button when notifications are unavailable', async () => {
    fakeBrowser.notifications.create = vi.fn(async () => {
      throw new Error('Unable to download all specified images.');
    }) as never;
    await notify({ tone: 'error', message: 'This page is not indexed.' });
    expect(await fakeBrowser.action.getTitle({})).toBe(
      'That did not work: This page is not indexed.',
    );
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
  });
});
