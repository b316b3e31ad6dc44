import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  sidePanelSettings,
  TOOLBAR_PANEL_POLICY_KEY,
  toolbarPanelChoice,
  watchToolbarPanelChoice,
} from '../../../../../lib/shared/storage/side-panel-settings';

beforeEach(() => fakeBrowser.reset());

/** The organisation's policy, as `storage.managed` answers it. */
function policy(values: Record<string, unknown> | Error) {
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockImplementation((async () => {
    if (values instanceof Error) throw values;
    return values;
  }) as never);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the option "Open the side panel from the toolbar button"', () => {
  it('is off until the person turns it on', async () => {
    policy(new Error('Managed storage is not available'));
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: false, managed: false });
    await sidePanelSettings.set({ openFromToolbar: true });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: true, managed: false });
  });

  it('reads a malformed stored value as off', async () => {
    policy({});
    await fakeBrowser.storage.local.set({ sidePanel: { openFromToolbar: 'yes' } });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: false, managed: false });
  });

  it('takes the policy’s value over the person’s, either way, and marks it managed', async () => {
    await sidePanelSettings.set({ openFromToolbar: true });
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: false });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: false, managed: true });
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: true });
    await sidePanelSettings.set({ openFromToolbar: false });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: true, managed: true });
  });

  it('takes 1 and 0 as true and false: a REG_DWORD from the Windows registry (Firefox passes it on)', async () => {
    await sidePanelSettings.set({ openFromToolbar: true });
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: 0 });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: false, managed: true });
    await sidePanelSettings.set({ openFromToolbar: false });
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: 1 });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: true, managed: true });
    // Any other number is a mistake to report, not a truth value.
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: 2 });
    expect(await toolbarPanelChoice()).toMatchObject({ managed: false, policyIgnored: true });
  });

  it('ignores a policy value that is not true or false, and says so (Firefox passes any type on)', async () => {
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: 'true', serviceUrl: 'https://kb.example' });
    await sidePanelSettings.set({ openFromToolbar: true });
    expect(await toolbarPanelChoice()).toEqual({
      openFromToolbar: true,
      managed: false,
      policyIgnored: true,
    });
    policy({ serviceUrl: 'https://kb.example' });
    expect(await toolbarPanelChoice()).toEqual({ openFromToolbar: true, managed: false });
  });

  it('calls back when the person changes it and when the policy changes', async () => {
    policy({});
    const seen: boolean[] = [];
    const stop = watchToolbarPanelChoice((choice) => seen.push(choice.openFromToolbar));
    await sidePanelSettings.set({ openFromToolbar: true });
    await settle();
    policy({ [TOOLBAR_PANEL_POLICY_KEY]: false });
    await fakeBrowser.storage.onChanged.trigger({}, 'managed');
    await settle();
    expect(seen).toEqual([true, false]);
    stop();
    await sidePanelSettings.set({ openFromToolbar: false });
    await settle();
    expect(seen).toHaveLength(2);
  });
});
