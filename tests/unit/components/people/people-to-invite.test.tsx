// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PeopleToInvite } from '../../../../components/people/people-to-invite';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('people to invite', () => {
  const suggestions = [
    {
      category: 'INVITE_NONUSERS',
      people: [
        {
          name: 'Jo Park',
          obfuscatedId: 'p-jo',
          metadata: {
            title: 'Designer',
            department: 'Design',
            email: 'jo.park@acme.example',
            location: 'Lisbon',
            startDate: '2024-05-06',
            photoUrl: 'https://avatars.example/jo.png',
          },
        },
      ],
    },
    {
      category: 'INVITE_INACTIVE_PROMO',
      people: [
        {
          name: 'Lee Wong',
          obfuscatedId: 'p-lee',
          metadata: { department: 'Sales', email: 'lee@acme.example', photoUrl: 'data:x' },
        },
      ],
    },
  ];

  function renderPeople(overrides: Partial<Parameters<typeof PeopleToInvite>[0]> = {}) {
    const handlers = { onToggleCategory: vi.fn(), onDepartment: vi.fn(), onCopy: vi.fn() };
    render(
      <PeopleToInvite
        suggestions={suggestions}
        categories={['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS']}
        departments={['Design', 'Sales']}
        department=""
        {...handlers}
        {...overrides}
      />,
    );
    return handlers;
  }

  test("show each person's details, with only http(s) photos", () => {
    renderPeople();
    const jo = screen.getByText('Jo Park').closest('article') as HTMLElement;
    expect(jo.textContent).toContain('Designer · Design');
    expect(jo.textContent).toContain('jo.park@acme.example');
    expect(jo.textContent).toContain('Lisbon');
    expect(jo.textContent).toContain('started May 6, 2024');
    expect(jo.querySelector('img')?.getAttribute('src')).toBe('https://avatars.example/jo.png');
    const lee = screen.getByText('Lee Wong').closest('article') as HTMLElement;
    expect(lee.querySelector('img')).toBeNull();
  });

  test('filter by category and department, and copy the addresses shown', () => {
    const { onCopy, onToggleCategory, onDepartment } = renderPeople({
      categories: ['INVITE_NONUSERS'],
    });
    expect(screen.queryByText('Lee Wong')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inactive users' }));
    expect(onToggleCategory).toHaveBeenCalledWith('INVITE_INACTIVE_PROMO');
    // The last category left cannot be unticked (an empty request is refused).
    expect(
      (screen.getByRole('checkbox', { name: 'People not using it yet' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Sales' } });
    expect(onDepartment).toHaveBeenCalledWith('Sales');
    fireEvent.click(screen.getByRole('button', { name: 'Copy e-mail addresses (1)' }));
    expect(onCopy).toHaveBeenCalledWith(['jo.park@acme.example']);
  });

  test('confirm the copy, and say so when nobody matches', () => {
    renderPeople({
      department: 'Finance',
      copied: { tone: 'success', message: 'Copied 2 addresses to the clipboard.' },
    });
    expect(screen.getByText(/Nobody to invite with these filters/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied 2 addresses to the clipboard.');
    const copy = screen.getByRole('button', { name: 'Copy e-mail addresses (0)' });
    expect((copy as HTMLButtonElement).disabled).toBe(true);
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
