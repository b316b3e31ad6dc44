// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidePanelSection } from '../../../../components/options/side-panel-section';
import type { ToolbarPanelController } from '../../../../lib/ui/hooks/use-toolbar-panel';
import { english, stubI18n } from '../../../support/page-actions';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

function renderSection(toolbar: Partial<ToolbarPanelController>) {
  const set = vi.fn();
  render(<SidePanelSection toolbar={{ set, ...toolbar }} />);
  const box = screen.getByRole('checkbox', {
    name: new RegExp(`^${english('sidePanelOptionsToolbar')}`),
  }) as HTMLInputElement;
  return { box, set };
}

describe('the side panel’s option on the options page', () => {
  test('shows the person’s choice and stores a change', () => {
    const { box, set } = renderSection({ choice: { openFromToolbar: false, managed: false } });
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    expect(set).toHaveBeenCalledWith(true);
  });

  test('a policy’s value is locked and marked as the organisation’s', () => {
    const { box } = renderSection({ choice: { openFromToolbar: true, managed: true } });
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(screen.getByText(english('optionsManaged'))).toBeTruthy();
  });

  test('says in words when the choice could not be stored', () => {
    renderSection({ choice: { openFromToolbar: false, managed: false }, problem: 'Full.' });
    expect(screen.getByRole('alert').textContent).toBe('Full.');
  });

  test('names a policy value it ignores, and leaves the person’s choice free', () => {
    const { box } = renderSection({
      choice: { openFromToolbar: false, managed: false, policyIgnored: true },
    });
    expect(box.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      english('sidePanelPolicyIgnored', 'openSidePanelFromToolbar'),
    );
  });

  test('says nothing of the policy when it is set right or not at all', () => {
    renderSection({ choice: { openFromToolbar: false, managed: false } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
