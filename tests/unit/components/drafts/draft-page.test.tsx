// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DraftFormView } from '../../../../components/drafts/draft-form';
import { DraftPage } from '../../../../components/drafts/draft-page';
import { updateDraftAnnouncementRequestSchema } from '../../../../lib/shared/contract/requests';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import {
  buildDraftPatch,
  type DraftForm,
  draftToForm,
  isEmptyPatch,
  localInputToIso,
  validateDraftForm,
} from '../../../../lib/ui/drafts/draft-form';
import type { DraftController } from '../../../../lib/ui/hooks/use-draft';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const DRAFT = {
  id: 106,
  draftId: 206,
  title: 'Lunch and learn',
  emoji: '🍱',
  body: {
    text: 'Thursday at noon.',
    structuredList: [{ link: 'https://wiki.example/ll', text: 'Wiki' }],
  },
  startTime: '2025-03-03T12:00:00.000Z',
  endTime: '2025-03-17T12:00:00.000Z',
  channel: 'SOCIAL_FEED',
  postType: 'TEXT',
  isPrioritized: false,
  hideAttribution: false,
  audienceFilters: [{ fieldName: 'department', values: [{ value: 'Engineering' }] }],
};

describe('draft form logic', () => {
  const before = draftToForm(DRAFT);

  test('loads every field the update accepts', () => {
    expect(before).toMatchObject({
      title: 'Lunch and learn',
      emoji: '🍱',
      bodyText: 'Thursday at noon.',
      links: [{ link: 'https://wiki.example/ll', text: 'Wiki' }],
      audience: [{ fieldName: 'department', values: 'Engineering' }],
      channel: 'SOCIAL_FEED',
      postType: 'TEXT',
    });
    // datetime-local values round-trip to the same instant.
    expect(localInputToIso(before.startTime)).toBe(DRAFT.startTime);
  });

  test('an unchanged form sends nothing', () => {
    expect(isEmptyPatch(buildDraftPatch(before, { ...before }, { draftId: 206, id: 106 }))).toBe(
      true,
    );
  });

  test('only changed fields are sent, in a request the contract accepts', () => {
    const after: DraftForm = {
      ...before,
      title: ' Lunch and learn: contracts ',
      isPrioritized: true,
      audience: [{ fieldName: 'department', values: 'Engineering, Design' }],
    };
    const patch = buildDraftPatch(before, after, { draftId: 206, id: 106 });
    expect(patch).toEqual({
      draftId: 206,
      id: 106,
      title: 'Lunch and learn: contracts',
      isPrioritized: true,
      audienceFilters: [
        {
          fieldName: 'department',
          values: [
            { value: 'Engineering', relationType: 'EQUALS' },
            { value: 'Design', relationType: 'EQUALS' },
          ],
        },
      ],
    });
    expect(updateDraftAnnouncementRequestSchema.safeParse(patch).success).toBe(true);
  });

  test('the view URL goes with the social channel, and never with the main one', () => {
    const social = buildDraftPatch(
      before,
      { ...before, viewUrl: 'https://social.example/p/1' },
      { draftId: 206 },
    );
    expect(social).toEqual({
      draftId: 206,
      channel: 'SOCIAL_FEED',
      viewUrl: 'https://social.example/p/1',
    });
    const main = buildDraftPatch(
      before,
      { ...before, channel: 'MAIN', viewUrl: 'https://social.example/p/1' },
      { draftId: 206 },
    );
    expect(main).toEqual({ draftId: 206, channel: 'MAIN' });
    expect(updateDraftAnnouncementRequestSchema.safeParse(main).success).toBe(true);
  });

  test('times, links and images are sent as the service expects', () => {
    const patch = buildDraftPatch(
      before,
      {
        ...before,
        endTime: '2025-04-01T09:30',
        links: [...before.links, { link: 'https://docs.example/x', text: '' }],
        bannerUrl: 'https://img.example/b.png',
      },
      { draftId: 206 },
    );
    expect(patch.endTime).toBe(new Date('2025-04-01T09:30').toISOString());
    expect(patch.body).toEqual({
      text: 'Thursday at noon.',
      structuredList: [
        { link: 'https://wiki.example/ll', text: 'Wiki' },
        { link: 'https://docs.example/x' },
      ],
    });
    expect(patch.banner).toEqual({ url: 'https://img.example/b.png' });
    expect(updateDraftAnnouncementRequestSchema.safeParse(patch).success).toBe(true);
  });

  test('validation refuses what the service would refuse, or should not get', () => {
    expect(validateDraftForm(before)).toEqual({});
    expect(
      validateDraftForm({
        ...before,
        title: '  ',
        startTime: '2025-03-10T10:00',
        endTime: '2025-03-09T10:00',
        links: [{ link: 'javascript:alert(1)', text: 'x' }],
        audience: [{ fieldName: 'department', values: ' , ' }],
        thumbnailUrl: 'ftp://x',
        viewUrl: 'nope',
      }),
    ).toEqual({
      title: 'required',
      endTime: 'endBeforeStart',
      links: 'badUrl',
      audience: 'audienceIncomplete',
      thumbnailUrl: 'badUrl',
      viewUrl: 'badUrl',
    });
    expect(validateDraftForm({ ...before, startTime: '2025-13' })).toEqual({
      startTime: 'badDate',
    });
  });
});

describe('the draft form', () => {
  test('refuses invalid input without sending and keeps what was typed', () => {
    const onSave = vi.fn();
    render(<DraftFormView initial={draftToForm(DRAFT)} onSave={onSave} saving={false} />);
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.input(title, { target: { value: '' } });
    const thumb = screen.getByLabelText('Thumbnail image address') as HTMLInputElement;
    fireEvent.input(thumb, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A title is needed.')).toBeTruthy();
    expect(thumb.value).toBe('javascript:alert(1)');
    expect(screen.getByText(/Use a full web address/)).toBeTruthy();
  });

  test('sends valid input, and the view URL is only editable on the social feed', () => {
    const onSave = vi.fn();
    render(<DraftFormView initial={draftToForm(DRAFT)} onSave={onSave} saving={false} />);
    const viewUrl = screen.getByLabelText('Link to the post') as HTMLInputElement;
    expect(viewUrl.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'MAIN' } });
    expect(viewUrl.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prioritised (shown first)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.input(screen.getByLabelText('Link 2 address'), {
      target: { value: 'https://docs.example/y' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'New title',
      channel: 'MAIN',
      isPrioritized: true,
      links: [
        { link: 'https://wiki.example/ll', text: 'Wiki' },
        { link: 'https://docs.example/y', text: '' },
      ],
    });
  });
});

describe('the draft page', () => {
  const controller = (overrides: Partial<DraftController> = {}): DraftController => ({
    read: {
      loading: false,
      value: { announcement: DRAFT },
      fetchedAt: 0,
      reload: vi.fn(),
    },
    baseline: draftToForm(DRAFT),
    save: vi.fn(),
    ...overrides,
  });

  test('without an id, offers to open one by id', () => {
    const onOpenId = vi.fn();
    render(
      <DraftPage id={null} controller={controller()} onOpenId={onOpenId} onReconnect={vi.fn()} />,
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
      <DraftPage
        id={999}
        controller={controller({
          baseline: undefined,
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
      <DraftPage
        id={206}
        controller={controller({ result: { state: 'done' } })}
        onOpenId={vi.fn()}
        onReconnect={vi.fn()}
      />,
    );
    expect(screen.getByText(/Saved\. The service has your changes\./)).toBeTruthy();
    rerender(
      <DraftPage
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
      <DraftPage
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
