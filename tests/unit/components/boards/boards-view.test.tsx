// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BoardsView } from '../../../../components/boards/boards-view';
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
