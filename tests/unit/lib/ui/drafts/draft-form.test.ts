import { describe, expect, test } from 'vitest';
import { updateDraftAnnouncementRequestSchema } from '../../../../../lib/shared/contract/requests';
import {
  buildDraftPatch,
  type DraftForm,
  draftToForm,
  isEmptyPatch,
  localInputToIso,
  validateDraftForm,
} from '../../../../../lib/ui/drafts/draft-form';
import { DRAFT } from '../../../../support/draft';

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

  test('the view URL goes with the social channel, and is sent cleared on the main one', () => {
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
    // The service keeps a stored link under a patch, and refuses it on the main channel.
    expect(main).toEqual({ draftId: 206, channel: 'MAIN', viewUrl: '' });
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
