// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PinView } from '../../../../components/panel/pin-view';
import { english, stubI18n } from '../../../support/page-actions';
import { fakeActions, STATUS } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('PinView', () => {
  it('says exactly why an unindexed page cannot be pinned and offers the collection', () => {
    const onCollectInstead = vi.fn();
    render(
      <PinView
        status={{ ...STATUS, document: null, pins: [] }}
        suggestions={[]}
        actions={fakeActions()}
        onCollectInstead={onCollectInstead}
      />,
    );
    expect(screen.getByText(english('pageActionsNotIndexed'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: english('panelPin') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: english('panelGoCollect') }));
    expect(onCollectInstead).toHaveBeenCalled();
  });

  it('lists the existing pins with their queries, and removes one', async () => {
    const actions = fakeActions();
    render(
      <PinView status={STATUS} suggestions={[]} actions={actions} onCollectInstead={() => {}} />,
    );
    expect(screen.getByText('deploy')).toBeTruthy();
    expect(screen.getByText('release')).toBeTruthy();
    // Issue 45: a page pinned already opens its pin to edit, apart from the new pin's form.
    expect(screen.getByRole('textbox', { name: english('panelPinQueries') })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: english('panelQueries') })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: english('panelCancel') }));
    fireEvent.click(screen.getByRole('button', { name: english('panelRemove') }));
    await waitFor(() => expect(actions.unpin).toHaveBeenCalledWith('pin-1'));
  });

  it('pins the chips plus the typed text, with a suggestion and an audience, and shows the outcome', async () => {
    const actions = fakeActions();
    render(
      <PinView
        status={{ ...STATUS, target: { ...STATUS.target, selection: 'rollback steps' } }}
        suggestions={['rollback steps', 'Deploy guide']}
        actions={actions}
        onCollectInstead={() => {}}
      />,
    );
    // The selection is already a chip, so it is no longer suggested.
    expect(screen.queryByRole('button', { name: 'Add “rollback steps”' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add “Deploy guide”' }));
    fireEvent.input(screen.getByRole('textbox', { name: english('panelQueries') }), {
      target: { value: 'ship it' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: english('panelRestrictAudience') }));
    fireEvent.input(screen.getByRole('textbox', { name: english('panelAudienceField') }), {
      target: { value: 'department' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: english('panelAudienceValue') }), {
      target: { value: 'Engineering' },
    });
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await screen.findByText('Pinned for “x”.');
    expect(actions.pin).toHaveBeenCalledWith(
      ['rollback steps', 'Deploy guide', 'ship it'],
      [{ fieldName: 'department', values: [{ value: 'Engineering', relationType: 'EQUALS' }] }],
    );
  });

  it('asks for a query instead of pinning nothing, and for both audience fields', () => {
    const actions = fakeActions();
    render(
      <PinView status={STATUS} suggestions={[]} actions={actions} onCollectInstead={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    expect(screen.getByRole('alert').textContent).toBe(english('panelPinNeedsQuery'));
    fireEvent.input(screen.getByRole('textbox', { name: english('panelQueries') }), {
      target: { value: 'x1' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: english('panelRestrictAudience') }));
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    expect(screen.getByRole('alert').textContent).toBe(english('panelAudienceIncomplete'));
    expect(actions.pin).not.toHaveBeenCalled();
  });
});

describe('PinView with a service that does not say a document’s pins', () => {
  it('says so, and does not claim the page has none', () => {
    render(
      <PinView
        status={{ ...STATUS, pins: 'unknown' }}
        suggestions={[]}
        actions={fakeActions()}
        onCollectInstead={() => {}}
      />,
    );
    expect(screen.getByText(english('panelPinsUnknown'))).toBeTruthy();
    expect(screen.queryByText(english('panelExistingPins'))).toBeNull();
    expect(screen.getByRole('button', { name: english('panelPin') })).toBeTruthy();
  });
});
