// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BoardsView } from '../../../../components/boards/boards-view';
import { PeopleToInvite } from '../../../../components/people/people-to-invite';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('answer boards', () => {
  const board = {
    id: 1,
    name: 'IT help',
    description: 'Answers from IT',
    itemCount: 4,
    updatedBy: { name: 'Sam Rivera', obfuscatedId: 'p-sam' },
    roles: [
      { role: 'EDITOR', person: { name: 'Riley Chen', obfuscatedId: 'p-riley' } },
      { role: 'VIEWER', group: { type: 'ALL', name: 'Everyone' } },
    ],
    audienceFilters: [{ fieldName: 'department', values: [{ value: 'IT' }] }],
  };

  test('list name, description, item count and who last edited', () => {
    const onToggle = vi.fn();
    render(<BoardsView boards={[{ board }]} detailed={false} onToggleDetailed={onToggle} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('IT help');
    expect(item.textContent).toContain('Answers from IT');
    expect(item.textContent).toContain('4 items');
    expect(item.textContent).toContain('Last edited by Sam Rivera');
    expect(item.textContent).not.toContain('Audience');
    const toggle = screen.getByRole('button', { name: 'Show audience and roles' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalled();
  });

  test('show editors with their roles and the audience on demand', () => {
    render(<BoardsView boards={[{ board }]} detailed onToggleDetailed={vi.fn()} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Edited by Riley Chen (Editor)');
    expect(item.textContent).not.toContain('Everyone (Viewer)');
    expect(item.textContent).toContain('Audience: department: IT');
  });

  test('say what to expect when there are none', () => {
    render(<BoardsView boards={[]} detailed={false} onToggleDetailed={vi.fn()} />);
    expect(screen.getByText(/No answer boards yet/)).toBeTruthy();
  });
});

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
      (screen.getByRole('checkbox', { name: 'Not yet users' }) as HTMLInputElement).disabled,
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
