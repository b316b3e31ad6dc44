// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RemindersSection } from '../../../../components/options/reminders-section';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('the meeting reminder setting on the options page', () => {
  it('offers off, 1, 5, 10 and 15 minutes, and stores the choice', () => {
    const set = vi.fn();
    render(<RemindersSection reminders={{ choice: { minutes: 5, managed: false }, set }} />);
    const select = screen.getByLabelText(/Remind me before meetings/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Off',
      '1 minute before',
      '5 minutes before',
      '10 minutes before',
      '15 minutes before',
    ]);
    expect(select.value).toBe('5');
    fireEvent.change(select, { target: { value: '0' } });
    expect(set).toHaveBeenCalledWith(0);
  });

  it('shows a policy’s value locked, and says when a policy value is ignored', () => {
    const { unmount } = render(
      <RemindersSection reminders={{ choice: { minutes: 10, managed: true }, set: vi.fn() }} />,
    );
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('10');
    expect(screen.getByText('Set by your organisation')).toBeTruthy();
    unmount();
    render(
      <RemindersSection
        reminders={{ choice: { minutes: 5, managed: false, policyIgnored: true }, set: vi.fn() }}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/meetingReminderMinutes/);
  });
});
