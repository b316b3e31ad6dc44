// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectionPicker, filterChoices } from '../../../../components/panel/collection-picker';
import { PagePanel } from '../../../../components/panel/page-panel';
import { PinView } from '../../../../components/panel/pin-view';
import { QueryChips } from '../../../../components/panel/query-chips';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import type { PageStatus } from '../../../../lib/shared/types/page';
import type { PanelActions } from '../../../../lib/ui/hooks/use-panel';
import { collection, DOC, DOC_URL, english, stubI18n } from '../../../support/page-actions';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const STATUS: PageStatus = {
  target: { url: DOC_URL, title: 'Deploy guide', kind: 'page' },
  document: DOC,
  pins: [{ id: 'pin-1', documentId: 'DOC_101', queries: ['deploy', 'release'] }],
  collections: [
    { collection: collection(2, 'My reading list'), containsTarget: true, canAdd: true },
    { collection: collection(3, 'Platform team'), containsTarget: false, canAdd: true },
    { collection: collection(1, 'Onboarding'), containsTarget: false, canAdd: false },
  ],
};

function fakeActions(): PanelActions & Record<string, ReturnType<typeof vi.fn>> {
  const done = async () => ({ tone: 'success' as const, message: 'Pinned for “x”.' });
  return {
    pin: vi.fn(done),
    editPin: vi.fn(done),
    unpin: vi.fn(done),
    add: vi.fn(done),
    create: vi.fn(done),
    openOptions: vi.fn(),
  };
}

function Chips({ initial = [] as string[] }) {
  let queries = initial;
  let draft = '';
  const { rerender } = render(<div />);
  const draw = () =>
    rerender(
      <QueryChips
        id="q"
        label="Search queries"
        queries={queries}
        draft={draft}
        onChange={(next) => {
          queries = next;
          draw();
        }}
        onDraftChange={(next) => {
          draft = next;
          draw();
        }}
      />,
    );
  draw();
  return { queries: () => queries };
}

describe('QueryChips', () => {
  it('Enter and comma turn the typed text into chips; Backspace removes the last', () => {
    const chips = Chips({});
    const input = screen.getByRole('textbox', { name: 'Search queries' });
    fireEvent.input(input, { target: { value: 'deploy guide' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.input(input, { target: { value: 'rollback,' } });
    expect(chips.queries()).toEqual(['deploy guide', 'rollback']);
    fireEvent.input(input, { target: { value: 'DEPLOY GUIDE,' } });
    expect(chips.queries()).toEqual(['deploy guide', 'rollback']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chips.queries()).toEqual(['deploy guide']);
  });

  it('each chip has a remove button', () => {
    const chips = Chips({ initial: ['a1', 'b2'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove query “a1”' }));
    expect(chips.queries()).toEqual(['b2']);
  });
});

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

describe('CollectionPicker', () => {
  it('marks collections that hold the page or may not be changed, and disables them', () => {
    const onPick = vi.fn();
    render(<CollectionPicker choices={STATUS.collections} busy={false} onPick={onPick} />);
    const reading = screen.getByRole('button', { name: /My reading list/ });
    expect(reading.textContent).toContain(english('panelAlreadyHere'));
    expect((reading as HTMLButtonElement).disabled).toBe(true);
    const onboarding = screen.getByRole('button', { name: /Onboarding/ });
    expect(onboarding.textContent).toContain(english('panelCannotAdd'));
    fireEvent.click(screen.getByRole('button', { name: /Platform team/ }));
    expect(onPick).toHaveBeenCalledWith(STATUS.collections[1]?.collection);
  });

  it('filters by every word of the search, in name or description', () => {
    expect(filterChoices(STATUS.collections, 'platform desc').map((c) => c.collection.id)).toEqual([
      3,
    ]);
    expect(filterChoices(STATUS.collections, '  ')).toHaveLength(3);
    expect(filterChoices(STATUS.collections, 'nothing-like-this')).toEqual([]);
  });
});

describe('PagePanel', () => {
  const prefill = { description: '', linkText: '', suggestions: [] };

  it('closes with Escape and with the close button', () => {
    const onClose = vi.fn();
    render(
      <PagePanel
        load={{ loading: false, value: STATUS }}
        view="collect"
        prefill={prefill}
        actions={fakeActions()}
        onViewChange={() => {}}
        onRetry={() => {}}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: english('panelClose') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends the person to the settings when the extension is not connected', () => {
    const actions = fakeActions();
    const error = new ApiError({ kind: 'unauthorized', message: 'Connect the extension first.' });
    render(
      <PagePanel
        load={{ loading: false, error }}
        view="pin"
        prefill={prefill}
        actions={actions}
        onViewChange={() => {}}
        onRetry={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Connect the extension first.');
    fireEvent.click(screen.getByRole('button', { name: english('panelOpenSettings') }));
    expect(actions.openOptions).toHaveBeenCalled();
  });

  it('switches views through its tabs', () => {
    const onViewChange = vi.fn();
    render(
      <PagePanel
        load={{ loading: false, value: STATUS }}
        view="pin"
        prefill={prefill}
        actions={fakeActions()}
        onViewChange={onViewChange}
        onRetry={() => {}}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByRole('tab', { name: english('panelTabPin') }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: english('panelTabCollect') }));
    expect(onViewChange).toHaveBeenCalledWith('collect');
  });
});
