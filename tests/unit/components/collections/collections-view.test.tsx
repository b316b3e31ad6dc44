// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectionsView } from '../../../../components/collections/collections-view';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import {
  detailView,
  fakeController,
  itemView,
  loaded,
} from '../../../support/collections-controller';
import { stubI18n } from '../../../support/i18n-stub';

// happy-dom's elements lack the `ondrag…` properties browsers have; Preact looks for them to
// decide the event's name, so without them `onDragStart` would listen for "DragStart".
for (const name of ['ondragstart', 'ondragover', 'ondrop', 'ondragend']) {
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true });
}

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('the list', () => {
  test('shows each collection with its item count and opens it', () => {
    const controller = fakeController({
      list: loaded([
        {
          id: 1,
          name: 'Onboarding',
          description: 'First weeks',
          icon: '🚀',
          itemCount: 6,
          adminLocked: true,
          canEdit: false,
        },
        {
          id: 2,
          name: 'Reading',
          description: '',
          icon: '',
          itemCount: 1,
          adminLocked: false,
          canEdit: true,
        },
      ]),
    });
    render(<CollectionsView controller={controller} />);
    const onboarding = screen.getByRole('button', { name: /Onboarding/ });
    expect(onboarding.textContent).toContain('6 items');
    expect(onboarding.textContent).toContain('Locked');
    expect(screen.getByRole('button', { name: /Reading/ }).textContent).toContain('1 item');
    fireEvent.click(onboarding);
    expect(controller.open).toHaveBeenCalledWith(1);
  });

  test('a failure is said in words with a retry', () => {
    const controller = fakeController({
      list: {
        loading: false,
        error: new ApiError({
          kind: 'network',
          message: 'The service did not answer. Check your connection.',
        }),
      },
    });
    render(<CollectionsView controller={controller} />);
    expect(screen.getByRole('alert').textContent).toContain('The service did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(controller.reloadList).toHaveBeenCalled();
  });

  test('loading shows placeholders', () => {
    render(<CollectionsView controller={fakeController({ list: { loading: true } })} />);
    expect(screen.getByText('Loading your collections')).toBeTruthy();
  });
});

describe('an open collection', () => {
  test('shows items with their type and address; a name opens the item', () => {
    const controller = fakeController({
      openId: 3,
      detail: loaded(
        detailView({
          items: [
            itemView('a', { name: 'Runbook', description: 'On call', type: 'DOCUMENT' }),
            itemView('b', { name: 'Note', type: 'TEXT', url: undefined }),
          ],
        }),
      ),
    });
    render(<CollectionsView controller={controller} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('On call');
    expect(rows[0]?.textContent).toContain('Document');
    expect(rows[0]?.textContent).toContain('https://example.com/a');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Runbook' }));
    expect(controller.openItem).toHaveBeenCalledWith('a');
  });

  test('the item menu moves, edits and removes', () => {
    const controller = fakeController({ openId: 3, detail: loaded(detailView()) });
    render(<CollectionsView controller={controller} />);
    const actions = screen.getByRole('button', { name: 'Actions for “Item b”' });
    fireEvent.click(actions);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to top' }));
    expect(controller.move).toHaveBeenCalledWith('b', 'top');
    // An action closes the menu (WAI-ARIA APG menu button).
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(actions);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move down' }));
    expect(controller.move).toHaveBeenCalledWith('b', 'down');
    fireEvent.click(actions);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(controller.remove).toHaveBeenCalledWith('b');
  });

  test('the first item cannot move up, the last cannot move down', () => {
    render(
      <CollectionsView controller={fakeController({ openId: 3, detail: loaded(detailView()) })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for “Item a”' }));
    expect((screen.getByRole('menuitem', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('menuitem', { name: 'Move down' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  test('Alt+arrows and Alt+Home/End on a focused item move it', () => {
    const controller = fakeController({ openId: 3, detail: loaded(detailView()) });
    render(<CollectionsView controller={controller} />);
    const row = screen.getByRole('listitem', { name: 'Item b' });
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(row, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(row, { key: 'Home', altKey: true });
    fireEvent.keyDown(row, { key: 'End', altKey: true });
    fireEvent.keyDown(row, { key: 'ArrowUp' });
    expect(vi.mocked(controller.move).mock.calls).toEqual([
      ['b', 'up'],
      ['b', 'down'],
      ['b', 'top'],
      ['b', 'bottom'],
    ]);
  });

  test('dropping a dragged item on another moves it to that place', () => {
    const controller = fakeController({ openId: 3, detail: loaded(detailView()) });
    render(<CollectionsView controller={controller} />);
    const [a, , c] = screen.getAllByRole('listitem') as HTMLElement[];
    fireEvent.dragStart(a as HTMLElement);
    fireEvent.dragOver(c as HTMLElement);
    fireEvent.drop(c as HTMLElement);
    expect(controller.move).toHaveBeenCalledWith('a', { index: 2 });
  });

  test('an item waiting for the service is marked', () => {
    const detail = detailView({ items: [itemView('a', { pending: true }), itemView('b')] });
    render(<CollectionsView controller={fakeController({ openId: 3, detail: loaded(detail) })} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Waiting to sync');
    expect(rows[1]?.textContent).not.toContain('Waiting to sync');
  });

  test('undo is offered after a removal', () => {
    const undo = { name: 'Runbook', undo: vi.fn(), dismiss: vi.fn() };
    render(
      <CollectionsView
        controller={fakeController({ openId: 3, detail: loaded(detailView()), undo })}
      />,
    );
    expect(screen.getByText('Removed “Runbook”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo.undo).toHaveBeenCalled();
  });

  test('a refused write is explained', () => {
    const notice = {
      tone: 'error' as const,
      message: 'The new order was not saved: You may not change collection "Sales".',
    };
    const controller = fakeController({ openId: 3, detail: loaded(detailView()), notice });
    render(<CollectionsView controller={controller} />);
    expect(screen.getByRole('alert').textContent).toContain('You may not change collection');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(controller.dismissNotice).toHaveBeenCalled();
  });
});

describe('permissions', () => {
  test.each([
    ['adminLocked', 'an administrator locked this collection'],
    ['noPermission', 'only the owner of this collection'],
  ] as const)('%s: no controls, and the reason in words', (reason, text) => {
    const controller = fakeController({
      openId: 1,
      detail: loaded(detailView({ canEdit: false, readOnlyReason: reason })),
    });
    render(<CollectionsView controller={controller} />);
    expect(screen.getByRole('note').textContent).toContain(text);
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    const rows = screen.getAllByRole('listitem');
    expect(rows.every((row) => row.getAttribute('draggable') !== 'true')).toBe(true);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'ArrowUp', altKey: true });
    fireEvent.drop(rows[0] as HTMLElement);
    expect(controller.move).not.toHaveBeenCalled();
    // Reading still works: items open.
    fireEvent.click(screen.getByRole('link', { name: 'Item a' }));
    expect(controller.openItem).toHaveBeenCalledWith('a');
  });

  test('an editable collection has draggable items and no read-only note', () => {
    render(
      <CollectionsView controller={fakeController({ openId: 3, detail: loaded(detailView()) })} />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('draggable')).toBe('true');
  });
});

describe('editing an item', () => {
  const openEditor = (edit = vi.fn(async () => null as string | null)) => {
    const controller = fakeController({ openId: 3, detail: loaded(detailView()), edit });
    render(<CollectionsView controller={controller} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for “Item a”' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    return controller;
  };

  test('a blank name is refused before sending', () => {
    const controller = openEditor();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the item a name.')).toBeTruthy();
    expect(controller.edit).not.toHaveBeenCalled();
  });

  test('saves trimmed text and closes', async () => {
    const controller = openEditor();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: ' Runbook ' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'On call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
    expect(controller.edit).toHaveBeenCalledWith('a', { name: 'Runbook', description: 'On call' });
  });

  test('a failure keeps what was typed and says why', async () => {
    openEditor(vi.fn(async () => 'Collection "Platform team" is locked.'));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'My title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is locked');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('My title');
  });
});
