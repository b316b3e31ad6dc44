import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { showOutboxBadge } from '../../../../lib/background/badge';

beforeEach(() => fakeBrowser.reset());

describe('the toolbar badge', () => {
  const entry = (state: 'pending' | 'failed' | 'done' | 'paused') => ({
    id: state,
    operation: 'pin',
    request: {},
    label: 'Pin',
    state,
    createdAt: 0,
    updatedAt: 0,
    attempts: 0,
  });

  it('counts writes not yet applied, red when one needs the person', async () => {
    await showOutboxBadge([entry('pending'), entry('done'), entry('failed')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([201, 42, 42, 255]);
  });

  it('is grey while writes only wait for the service', async () => {
    await showOutboxBadge([entry('pending')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([91, 100, 119, 255]);
  });

  it('is empty when everything is applied', async () => {
    await showOutboxBadge([entry('done')]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });
});
