import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followPopupScope } from '../../../../lib/background/popup-address';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';

beforeEach(() => fakeBrowser.reset());

/** The popup addresses the worker set, in order (the fake browser has no `setPopup`). */
function recordPopups() {
  const set: string[] = [];
  vi.spyOn(fakeBrowser.action, 'setPopup').mockImplementation(async ({ popup }) => {
    set.push(String(popup));
  });
  return set;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the toolbar popup's address", () => {
  it('names the stored connection as soon as the worker starts', async () => {
    const set = recordPopups();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followPopupScope();
    await settle();
    expect(set).toEqual(['popup.html?scope=first']);
  });

  it('follows a change of connection', async () => {
    const set = recordPopups();
    await connectionSettings.set({ serviceUrl: 'https://k.example', scope: 'first' });
    followPopupScope();
    await settle();
    // A refusal noted on the same connection is not a new one.
    await connectionSettings.set({
      serviceUrl: 'https://k.example',
      scope: 'first',
      problem: { kind: 'unauthorized', message: 'Refused' },
    });
    await connectionSettings.set({ serviceUrl: 'https://other.example', scope: 'second' });
    await settle();
    expect(set.at(-1)).toBe('popup.html?scope=second');
    expect(new Set(set)).toEqual(new Set(['popup.html?scope=first', 'popup.html?scope=second']));
  });

  it('sets it again at the next write when the browser refused it', async () => {
    const set: string[] = [];
    vi.spyOn(fakeBrowser.action, 'setPopup')
      .mockRejectedValueOnce(new Error('No action'))
      .mockImplementation(async ({ popup }) => {
        set.push(String(popup));
      });
    followPopupScope();
    await settle();
    await connectionSettings.set({ scope: 'none' });
    await settle();
    expect(set).toEqual(['popup.html?scope=none']);
  });
});
