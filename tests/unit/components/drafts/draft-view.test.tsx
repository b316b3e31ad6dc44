// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DraftView } from '../../../../components/drafts/draft-view';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { draftSession } from '../../../../lib/ui/drafts/draft-session';
import type { DraftController } from '../../../../lib/ui/hooks/use-draft';
import { DRAFT } from '../../../support/draft';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('the draft page', () => {
  const controller = (overrides: Partial<DraftController> = {}): DraftController => ({
    read: {
      loading: false,
      value: { announcement: DRAFT },
      fetchedAt: 0,
      reload: vi.fn(),
    },
    session: draftSession(undefined, { type: 'read', announcement: DRAFT, askedAt: 0 }),
    set: vi.fn(),
    restore: vi.fn(),
    save: vi.fn(),
    unsent: false,
    ...overrides,
  });

  test('without an id, offers to open one by id', () => {
    const onOpenId = vi.fn();
    render(
      <DraftView id={null} controller={controller()} onOpenId={onOpenId} onReconnect={vi.fn()} />,
    );
    const field = screen.getByLabelText('Open draft by id');
    fireEvent.input(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpenId).not.toHaveBeenCalled();
    expect(screen.getByText(/Enter the draft's number/)).toBeTruthy();
    fireEvent.input(field, { target: { value: '206' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpenId).toHaveBeenCalledWith(206);
  });

  test('an unknown id is explained in the service’s words', () => {
    render(
      <DraftView
        id={999}
        controller={controller({
          session: undefined,
          read: {
            loading: false,
            error: new ApiError({ kind: 'not-found', message: 'There is no draft 999.' }),
            reload: vi.fn(),
          },
        })}
        onOpenId={vi.fn()}
        onReconnect={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('There is no draft 999.');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  test('shows the outcome of a save: done, queued with its reason, or failed', () => {
    const { rerender } = render(
      <DraftView
        id={206}
        controller={controller({ result: { state: 'done' } })}
        onOpenId={vi.fn()}
        onReconnect={vi.fn()}
      />,
    );
    expect(screen.getByText(/Saved\. The service has your changes\./)).toBeTruthy();
    rerender(
      <DraftView
        id={206}
        controller={controller({
          result: { state: 'pending', message: "Can't reach the service." },
        })}
        onOpenId={vi.fn()}
        onReconnect={vi.fn()}
      />,
    );
    expect(screen.getByText(/will be sent when the service answers again/).textContent).toContain(
      "Can't reach the service.",
    );
    rerender(
      <DraftView
        id={206}
        controller={controller({
          result: { state: 'refused', message: 'Only the author can edit.' },
        })}
        onOpenId={vi.fn()}
        onReconnect={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Only the author can edit.');
    // The form is still there with what was typed.
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lunch and learn');
  });
});
