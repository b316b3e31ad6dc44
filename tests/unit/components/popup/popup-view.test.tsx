// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OutboxList } from '../../../../components/outbox/outbox-list';
import { PopupView, type PopupViewProps } from '../../../../components/popup/popup-view';
import type { OperationResponse } from '../../../../lib/shared/contract';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import type { OutboxEntry } from '../../../../lib/shared/storage/outbox-entries';
import type { ConnectionView } from '../../../../lib/shared/types/connection';
import { canSeeInvite } from '../../../../lib/ui/hooks/use-invite-read';
import type { PageStatusState } from '../../../../lib/ui/hooks/use-page-status';
import type { Loading } from '../../../../lib/ui/loading';
import { FEED } from '../../../support/feed';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const READY: ConnectionView = {
  serviceUrl: 'http://127.0.0.1:8787',
  hasToken: true,
  managed: { serviceUrl: false, actAs: false, authType: false },
  state: 'ready',
};

/** What a test may set: the view's props, with the controllers' parts named one by one. */
type Overrides = Partial<Omit<PopupViewProps, 'feed' | 'page' | 'outbox'>> & {
  feed?: Loading<OperationResponse<'feed'>>;
  onReloadFeed?: () => void;
  page?: PageStatusState;
  onPageAction?: (action: 'pin' | 'collect') => void;
  outbox?: OutboxEntry[];
  onRetryWrite?: (id: string) => void;
  onDiscardWrite?: (id: string) => void;
};

function props(overrides: Overrides = {}): PopupViewProps {
  const { feed, onReloadFeed, page, onPageAction, outbox, onRetryWrite, onDiscardWrite, ...rest } =
    overrides;
  return {
    connection: { value: READY, loading: false },
    tab: 'feed',
    onTab: vi.fn(),
    page: { ...(page ?? { loading: false }), act: onPageAction ?? vi.fn() },
    feed: {
      ...(feed ?? { loading: false, value: { results: FEED }, fetchedAt: Date.now() }),
      reload: onReloadFeed ?? vi.fn(),
    },
    events: { details: {}, toggle: vi.fn(), retry: vi.fn() },
    showInvite: false,
    // The screen builds the outbox's list only when the outbox holds something.
    outbox: outbox && (
      <OutboxList
        outbox={{
          entries: outbox,
          retry: onRetryWrite ?? vi.fn(),
          retryAll: vi.fn(),
          discard: onDiscardWrite ?? vi.fn(),
          reconnect: vi.fn(),
          exportEntry: vi.fn(),
        }}
      />
    ),
    onOpen: vi.fn(),
    onEditDraft: vi.fn(),
    onOpenOptions: vi.fn(),
    time: { locale: 'en-GB', timeZone: 'UTC' },
    ...rest,
  };
}

describe('the popup', () => {
  test('draws only the first results when asked to, and all of them otherwise', () => {
    const count = () => document.querySelectorAll('.wk-entry').length;
    const { rerender } = render(<PopupView {...props({ feedLimit: 1 })} />);
    const first = count();
    rerender(<PopupView {...props()} />);
    expect(first).toBeGreaterThan(0);
    expect(count()).toBeGreaterThan(first);
  });

  test('paints the feed it has at once, under the Feed tab', () => {
    render(<PopupView {...props()} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Feed', 'Boards', 'Collections']);
    expect(screen.getByRole('tab', { name: 'Feed' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Q3 plan');
  });

  test('shows skeletons only while nothing is cached', () => {
    render(<PopupView {...props({ feed: { loading: true } })} />);
    expect(screen.getByText('Loading your feed')).toBeTruthy();
    cleanup();
    render(
      <PopupView
        {...props({
          feed: { loading: true, value: { results: FEED }, fetchedAt: 0 },
        })}
      />,
    );
    expect(screen.queryByText('Loading your feed')).toBeNull();
  });

  test('a refused token offers to reconnect', () => {
    const onOpenOptions = vi.fn();
    render(
      <PopupView
        {...props({
          onOpenOptions,
          feed: {
            loading: false,
            error: new ApiError({ kind: 'unauthorized', message: 'Your sign-in has expired.' }),
          },
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your sign-in has expired.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    expect(onOpenOptions).toHaveBeenCalled();
  });

  test('an unreachable service keeps the cached feed and says since when it is shown', () => {
    const onReloadFeed = vi.fn();
    render(
      <PopupView
        {...props({
          onReloadFeed,
          feed: {
            loading: false,
            value: { results: FEED },
            fetchedAt: Date.UTC(2025, 2, 3, 9, 41),
            error: new ApiError({ kind: 'network', message: "Can't reach the service." }),
          },
        })}
      />,
    );
    const notice = screen.getByText(/Offline — showing what you saw at/).closest('.wk-notice');
    expect(notice?.textContent).toContain('09:41');
    expect(notice?.textContent).toContain("Can't reach the service.");
    expect(screen.getByRole('tabpanel').textContent).toContain('Q3 plan');
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(onReloadFeed).toHaveBeenCalled();
  });

  test('a failure with nothing cached says why and offers to retry', () => {
    render(
      <PopupView
        {...props({
          feed: {
            loading: false,
            error: new ApiError({ kind: 'timeout', message: 'The service took too long.' }),
          },
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The service took too long.');
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  test('no connection at all shows the welcome the screen built, and no tabs', () => {
    render(
      <PopupView
        {...props({
          connection: { value: { ...READY, state: 'not-configured' }, loading: false },
          welcome: <p>Welcome built by the screen</p>,
        })}
      />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Welcome built by the screen')).toBeTruthy();
  });

  test('signed out with changes waiting: the welcome offers the company sign-in and lists them', async () => {
    const waiting: OutboxEntry = {
      id: 'w1',
      operation: 'pin',
      request: { documentId: 'DOC_1', queries: ['q'] },
      label: 'Pin “Deploy guide”',
      state: 'paused',
      createdAt: 1,
      updatedAt: 1,
      attempts: 1,
    };
    render(
      <PopupView
        {...props({
          connection: { value: { ...READY, state: 'not-configured' }, loading: false },
          welcome: <button type="button">Sign in with your company account</button>,
          outbox: [waiting],
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sign in with your company account' })).toBeTruthy();
    expect(await screen.findByText('Pin “Deploy guide”')).toBeTruthy();
  });

  test('the Invite tab is only offered when allowed, and a 403 hides it', () => {
    render(<PopupView {...props({ showInvite: true, invite: <p>people</p> })} />);
    expect(screen.getByRole('tab', { name: 'Invite' })).toBeTruthy();
    const forbidden = new ApiError({ kind: 'forbidden', message: 'Only administrators.' });
    expect(canSeeInvite({ error: forbidden })).toBe(false);
    expect(canSeeInvite({})).toBe(false);
    const list = {};
    expect(canSeeInvite({ value: list })).toBe(true);
    expect(canSeeInvite({ value: list, error: forbidden })).toBe(false);
    // Offline proves nothing: an employee does not get the tab, an administrator keeps it.
    const offline = new ApiError({ kind: 'network', message: 'x' });
    expect(canSeeInvite({ error: offline })).toBe(false);
    expect(canSeeInvite({ value: list, error: offline })).toBe(true);
  });

  test('arrow keys move between tabs and select them', () => {
    const onTab = vi.fn();
    render(<PopupView {...props({ onTab })} />);
    const feed = screen.getByRole('tab', { name: 'Feed' });
    expect(feed.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Boards' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(feed, { key: 'ArrowRight' });
    expect(onTab).toHaveBeenLastCalledWith('boards');
    fireEvent.keyDown(feed, { key: 'ArrowLeft' });
    expect(onTab).toHaveBeenLastCalledWith('collections');
    fireEvent.keyDown(feed, { key: 'End' });
    expect(onTab).toHaveBeenLastCalledWith('collections');
  });

  test('the this-page strip shows pins and collections and opens the page actions', () => {
    const onPageAction = vi.fn();
    render(
      <PopupView
        {...props({
          onPageAction,
          page: {
            loading: false,
            value: {
              target: { url: 'https://docs.example/q3', title: 'Q3 plan', kind: 'page' },
              document: { id: 'doc-1' },
              pins: [{ id: 'pin-1', queries: ['q3', 'plan'] }] as never,
              holders: [{ id: 3, name: 'Onboarding' }],
              checked: 'all',
            },
          },
        })}
      />,
    );
    const strip = screen.getByRole('region', { name: 'This page' });
    expect(strip.textContent).toContain('Pinned for “q3”, “plan”');
    expect(strip.textContent).toContain('In collections: Onboarding');
    expect(strip.textContent).not.toContain('Reading');
    fireEvent.click(within(strip).getByRole('button', { name: 'Pin this page…' }));
    expect(onPageAction).toHaveBeenCalledWith('pin');
    fireEvent.click(within(strip).getByRole('button', { name: 'Add to collection…' }));
    expect(onPageAction).toHaveBeenCalledWith('collect');
  });

  test('a page the extension cannot act on is explained', () => {
    render(
      <PopupView
        {...props({
          page: {
            loading: false,
            error: new ApiError({
              kind: 'invalid-request',
              message: 'Browser pages cannot be pinned.',
            }),
          },
        })}
      />,
    );
    expect(screen.getByRole('region', { name: 'This page' }).textContent).toContain(
      'Browser pages cannot be pinned.',
    );
  });

  test('pending and failed writes are listed with retry and discard', async () => {
    const onRetryWrite = vi.fn();
    const onDiscardWrite = vi.fn();
    render(
      <PopupView
        {...props({
          onRetryWrite,
          onDiscardWrite,
          outbox: [
            {
              id: 'w1',
              operation: 'pin',
              request: {},
              label: 'Pin “Q3 plan”',
              state: 'failed',
              createdAt: 0,
              updatedAt: 0,
              attempts: 1,
              error: { kind: 'forbidden', message: 'Token lacks the PINS scope.' },
            },
          ],
        })}
      />,
    );
    const outbox = await screen.findByRole('region', { name: 'Changes waiting to be saved' });
    expect(outbox.textContent).toContain('Pin “Q3 plan”');
    expect(outbox.textContent).toContain('Failed');
    expect(outbox.textContent).toContain('Token lacks the PINS scope.');
    fireEvent.click(within(outbox).getByRole('button', { name: 'Retry “Pin “Q3 plan””' }));
    expect(onRetryWrite).toHaveBeenCalledWith('w1');
    fireEvent.click(within(outbox).getByRole('button', { name: 'Discard “Pin “Q3 plan””' }));
    expect(onDiscardWrite).toHaveBeenCalledWith('w1');
  });
});
