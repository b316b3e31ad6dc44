// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectView } from '../../../../components/panel/collect-view';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { readKeptInput } from '../../../../lib/shared/storage/kept-input';
import { closeFrame } from '../../../../lib/ui/panel/frame-page';
import { english } from '../../../support/page-actions';
import {
  CHOICES,
  collectViewProps,
  connectedForKeptInput,
  fakeActions,
  STATUS,
} from '../../../support/panel';

// Issue 45: the collect view keeps the item's name and description and a new collection's form
// while unsent, and a collection that already holds the page opens the page's item to edit.

const TARGET = `panel-collect:${STATUS.target.url}`;

beforeEach(connectedForKeptInput);
afterEach(cleanup);

function open(actions = fakeActions()) {
  return render(<CollectView {...collectViewProps(actions)} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the collect form keeps what was typed and not sent', () => {
  it('restores the item and the new collection after closing, says so, and sends them once', async () => {
    const first = open();
    fireEvent.input(field(english('panelItemName')), { target: { value: 'Deploy, for me' } });
    fireEvent.click(screen.getByRole('button', { name: `+ ${english('panelNewCollection')}` }));
    // The open form's code is fetched once the view is drawn (issue 56).
    const newName = await screen.findByLabelText(english('panelNewCollectionName'));
    fireEvent.input(newName, { target: { value: 'Kept list' } });
    await closeFrame();
    expect((await readKeptInput(TARGET, 'scope-a'))?.value).toMatchObject({
      name: 'Deploy, for me',
      creating: true,
      collectionName: 'Kept list',
    });
    first.unmount();

    const actions = fakeActions();
    open(actions);
    await screen.findByText(/did not send is back/);
    expect(field(english('panelItemName')).value).toBe('Deploy, for me');
    expect(
      ((await screen.findByLabelText(english('panelNewCollectionName'))) as HTMLInputElement).value,
    ).toBe('Kept list');
    fireEvent.click(screen.getByRole('button', { name: english('panelCreateAndAdd') }));
    await waitFor(() => expect(actions.create).toHaveBeenCalledTimes(1));
    expect(actions.create).toHaveBeenCalledWith(
      expect.objectContaining({ collectionName: 'Kept list', name: 'Deploy, for me' }),
    );
    await waitFor(async () => expect(await readKeptInput(TARGET, 'scope-a')).toBeUndefined());
  });

  it('is never shown under another connection', async () => {
    const first = open();
    fireEvent.input(field(english('panelItemName')), { target: { value: 'Secret name' } });
    await closeFrame();
    first.unmount();
    await connectionSettings.set({ scope: 'scope-b' });
    open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field(english('panelItemName')).value).toBe('Deploy guide');
    expect(screen.queryByText(/did not send is back/)).toBeNull();
  });
});

describe('a collection that already holds the page', () => {
  it('opens the page’s item there to edit, and saves it without adding it again', async () => {
    const actions = fakeActions();
    open(actions);
    fireEvent.click(screen.getByRole('button', { name: /My reading list/ }));
    await screen.findByRole('heading', {
      name: english('panelEditItemHeading', 'My reading list'),
    });
    const description = await screen.findByLabelText(english('panelItemDescription'));
    expect(field(english('panelItemName')).value).toBe('Deploy guide');
    fireEvent.input(description, { target: { value: 'Read it first' } });
    fireEvent.click(screen.getByRole('button', { name: english('panelSave') }));
    await waitFor(() => expect(actions.editItem).toHaveBeenCalledTimes(1));
    expect(actions.editItem).toHaveBeenCalledWith(
      CHOICES[0]?.collection,
      undefined,
      'Read it first',
    );
    expect(actions.add).not.toHaveBeenCalled();
  });

  it('keeps the item’s edit typed and not sent, gives it back over what the service holds, and sends it once', async () => {
    const itemKey = `panel-item:${STATUS.target.url}#${CHOICES[0]?.collection.id}`;
    const editIn = async (view: ReturnType<typeof open>) => {
      fireEvent.click(screen.getByRole('button', { name: /My reading list/ }));
      // The edit form, once the item is read (the collect form has a description field too).
      await screen.findByRole('button', { name: english('panelSave') });
      return view;
    };
    const first = await editIn(open());
    fireEvent.input(field(english('panelItemDescription')), { target: { value: 'Kept note' } });
    await closeFrame();
    expect((await readKeptInput(itemKey, 'scope-a'))?.value).toEqual({
      name: 'Deploy guide',
      description: 'Kept note',
    });
    first.unmount();

    const actions = fakeActions();
    await editIn(open(actions));
    await screen.findByText(/did not send is back/);
    expect(field(english('panelItemDescription')).value).toBe('Kept note');
    fireEvent.click(screen.getByRole('button', { name: english('panelSave') }));
    await waitFor(() => expect(actions.editItem).toHaveBeenCalledTimes(1));
    expect(actions.editItem).toHaveBeenCalledWith(CHOICES[0]?.collection, undefined, 'Kept note');
    await waitFor(async () => expect(await readKeptInput(itemKey, 'scope-a')).toBeUndefined());
  });

  it('opens it too when the service answers that the page is already there', async () => {
    const actions = fakeActions();
    vi.mocked(actions.add).mockResolvedValueOnce({
      tone: 'info',
      message: 'Already in.',
      alreadyIn: true,
    });
    open(actions);
    fireEvent.click(screen.getByRole('button', { name: /Platform team/ }));
    await screen.findByRole('heading', {
      name: english('panelEditItemHeading', 'Platform team'),
    });
    await waitFor(() => expect(actions.item).toHaveBeenCalledWith(CHOICES[1]?.collection.id));
  });
});
