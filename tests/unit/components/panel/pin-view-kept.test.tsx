// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PinView } from '../../../../components/panel/pin-view';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { readKeptInput } from '../../../../lib/shared/storage/kept-input';
import { closeFrame } from '../../../../lib/ui/panel/frame-page';
import { english } from '../../../support/page-actions';
import { connectedForKeptInput, fakeActions, STATUS } from '../../../support/panel';

// Issue 45: what the person typed into the panel's pin form and did not send is kept on the
// device, under the connection's scope, and offered back when the panel opens on that page.

const TARGET = `panel-pin:${STATUS.target.url}`;

beforeEach(connectedForKeptInput);
afterEach(cleanup);

/** The panel's pin form on the demo status, as the frame draws it. */
function open(actions = fakeActions()) {
  return render(
    <PinView status={STATUS} suggestions={[]} actions={actions} onCollectInstead={() => {}} />,
  );
}

const queries = () => screen.getByRole('textbox', { name: english('panelQueries') });

/** Types `text` into the queries field and presses Enter, making it a chip. */
function addChip(text: string) {
  fireEvent.input(queries(), { target: { value: text } });
  fireEvent.keyDown(queries(), { key: 'Enter' });
}

describe('the pin form keeps what was typed and not sent', () => {
  it('restores it when the panel opens again on the page, says so, and sends it once', async () => {
    const first = open();
    await waitFor(() => expect(queries()).toBeTruthy());
    addChip('rollback plan');
    fireEvent.input(queries(), { target: { value: 'half typ' } });
    // Closing the panel writes it at once (the frame is gone after).
    await closeFrame();
    expect((await readKeptInput(TARGET, 'scope-a'))?.value).toMatchObject({
      queries: ['rollback plan'],
      draft: 'half typ',
    });
    first.unmount();

    const actions = fakeActions();
    open(actions);
    await screen.findByText(/did not send is back/);
    expect(screen.getByText('rollback plan')).toBeTruthy();
    expect((queries() as HTMLInputElement).value).toBe('half typ');
    fireEvent.submit(queries().closest('form') as HTMLFormElement);
    await waitFor(() => expect(actions.pin).toHaveBeenCalledTimes(1));
    expect(actions.pin).toHaveBeenCalledWith(['rollback plan', 'half typ'], undefined);
    // Sent: nothing is offered back any more.
    await waitFor(async () => expect(await readKeptInput(TARGET, 'scope-a')).toBeUndefined());
  });

  it('is never shown under another connection or person', async () => {
    const first = open();
    addChip('secret plan');
    await closeFrame();
    first.unmount();
    await connectionSettings.set({ scope: 'scope-b' });
    open();
    await waitFor(() => expect(queries()).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('secret plan')).toBeNull();
    expect(screen.queryByText(/did not send is back/)).toBeNull();
  });

  it('forgets it on Discard, and the form is back as the panel offered it', async () => {
    const first = open();
    addChip('drop me');
    await closeFrame();
    first.unmount();
    open();
    fireEvent.click(await screen.findByRole('button', { name: english('draftDiscard') }));
    expect(screen.queryByText('drop me')).toBeNull();
    await waitFor(async () => expect(await readKeptInput(TARGET, 'scope-a')).toBeUndefined());
  });
});

describe('an existing pin’s edit typed and not saved', () => {
  const PIN_KEY = `panel-pinEdit:${STATUS.target.url}#pin-1`;
  const pinQueries = () => screen.getByRole('textbox', { name: english('panelPinQueries') });

  it('opens the pin to edit again with it, and Save sends it once', async () => {
    // The page is pinned: its pin opens to edit with the panel.
    const first = open();
    fireEvent.input(pinQueries(), { target: { value: 'hotfix' } });
    await closeFrame();
    expect((await readKeptInput(PIN_KEY, 'scope-a'))?.value).toEqual({
      queries: ['deploy', 'release'],
      draft: 'hotfix',
    });
    first.unmount();

    const actions = fakeActions();
    open(actions);
    await screen.findByText(/did not send is back/);
    expect((pinQueries() as HTMLInputElement).value).toBe('hotfix');
    fireEvent.submit(pinQueries().closest('form') as HTMLFormElement);
    await waitFor(() => expect(actions.editPin).toHaveBeenCalledTimes(1));
    expect(actions.editPin).toHaveBeenCalledWith('pin-1', ['deploy', 'release', 'hotfix']);
    await waitFor(async () => expect(await readKeptInput(PIN_KEY, 'scope-a')).toBeUndefined());
  });

  it('keeps nothing once cancelled', async () => {
    open();
    fireEvent.input(pinQueries(), { target: { value: 'hotfix' } });
    fireEvent.click(screen.getByRole('button', { name: english('panelCancel') }));
    await closeFrame();
    expect(await readKeptInput(PIN_KEY, 'scope-a')).toBeUndefined();
  });
});
