// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MenuButton } from '../../../../components/ui/menu-button';

afterEach(cleanup);

function renderMenu() {
  const actions = {
    up: vi.fn(),
    down: vi.fn(),
    edit: vi.fn(),
  };
  render(
    <div>
      <MenuButton
        id="menu"
        label="Actions for “Runbook”"
        text="⋯"
        actions={[
          { label: 'Move up', onSelect: actions.up, disabled: true },
          { label: 'Move down', onSelect: actions.down },
          { label: 'Edit', onSelect: actions.edit, keepFocus: true },
        ]}
      />
      <button type="button">Outside</button>
    </div>,
  );
  return { actions, button: screen.getByRole('button', { name: 'Actions for “Runbook”' }) };
}

const focused = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  test('opens on a click with focus on the first item that can act', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('menu');
    await vi.waitFor(() => expect(focused()).toBe('Move down'));
  });

  test('arrows move between items; Escape closes and returns focus to the button', async () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await vi.waitFor(() => expect(focused()).toBe('Edit'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focused()).toBe('Move down');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(focused()).toBe('Edit');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  test('a press outside closes it and leaves focus where the press put it', async () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    await screen.findByRole('menu');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('focus leaving for another control closes it', async () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    fireEvent.focusOut(menu, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  test('an item acts, closes the menu, and gives focus back unless it keeps it', async () => {
    const { actions, button } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(actions.down).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(actions.edit).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
