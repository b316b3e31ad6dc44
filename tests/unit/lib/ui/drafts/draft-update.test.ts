import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Announcement } from '../../../../../lib/shared/contract';
import { updateDraftAnnouncementRequestSchema } from '../../../../../lib/shared/contract/requests';
import {
  type DraftForm,
  draftToForm,
  validateDraftForm,
} from '../../../../../lib/ui/drafts/draft-form';
import {
  buildDraftUpdate,
  isUnchanged,
  keptTimes,
} from '../../../../../lib/ui/drafts/draft-update';
import { DRAFT } from '../../../../support/draft';

const source = DRAFT as Announcement;
const before = draftToForm(source);
const ids = { draftId: 206, id: 106 };
const valid = (request: unknown) => updateDraftAnnouncementRequestSchema.safeParse(request).success;

describe('a draft update carries the whole draft as the form shows it', () => {
  test('every mutable field, the times exactly as read, in a request the seed accepts', () => {
    const { update, clearedTimes } = buildDraftUpdate({ ...before, title: ' New ' }, source, ids);
    expect(update).toEqual({
      ...ids,
      title: 'New',
      emoji: '🍱',
      body: {
        text: 'Thursday at noon.',
        structuredList: [{ link: 'https://wiki.example/ll', text: 'Wiki' }],
      },
      startTime: DRAFT.startTime,
      endTime: DRAFT.endTime,
      audienceFilters: [
        { fieldName: 'department', values: [{ value: 'Engineering', relationType: 'EQUALS' }] },
      ],
      channel: 'SOCIAL_FEED',
      postType: 'TEXT',
      isPrioritized: false,
      hideAttribution: false,
      thumbnail: { url: '' },
      banner: { url: '' },
      viewUrl: '',
    });
    expect(clearedTimes).toEqual([]);
    expect(valid(update)).toBe(true);
  });

  test('a cleared time is left out, never sent as an empty string', () => {
    const { update, clearedTimes } = buildDraftUpdate({ ...before, endTime: '' }, source, ids);
    expect(update).not.toHaveProperty('endTime');
    expect(clearedTimes).toEqual(['endTime']);
    expect(valid(update)).toBe(true);
    // The read-back tells whether the service kept it.
    expect(keptTimes(clearedTimes, { ...source })).toEqual(['endTime']);
    expect(keptTimes(clearedTimes, { ...source, endTime: undefined })).toEqual([]);
  });

  test('the post link goes only with the social feed; on the main channel it is not sent', () => {
    const main = buildDraftUpdate(
      { ...before, channel: 'MAIN', viewUrl: 'https://s.example/p' },
      source,
      ids,
    );
    expect(main.update).not.toHaveProperty('viewUrl');
    expect(valid(main.update)).toBe(true);
    const social = buildDraftUpdate({ ...before, viewUrl: 'https://s.example/p' }, source, ids);
    expect(social.update).toMatchObject({ channel: 'SOCIAL_FEED', viewUrl: 'https://s.example/p' });
  });

  test('what the form does not show is carried from the read: photo ids, document items, the source', () => {
    const read = {
      ...source,
      sourceDocumentId: 'doc-9',
      thumbnail: { url: 'https://img.example/t.png', photoId: 'p1' },
      body: { text: 'x', structuredList: [{ document: { id: 'd1', title: 'Plan', extra: 1 } }] },
    } as Announcement;
    const form = draftToForm(read);
    const { update } = buildDraftUpdate(form, read, ids);
    expect(update.sourceDocumentId).toBe('doc-9');
    expect(update.thumbnail).toEqual({ url: 'https://img.example/t.png', photoId: 'p1' });
    expect(update.body.structuredList).toEqual([{ document: { id: 'd1', title: 'Plan' } }]);
    expect(valid(update)).toBe(true);
    // A new address is a new image.
    const changed = buildDraftUpdate(
      { ...form, thumbnailUrl: 'https://img.example/u.png' },
      read,
      ids,
    );
    expect(changed.update.thumbnail).toEqual({ url: 'https://img.example/u.png' });
  });

  test('an unchanged form is told apart', () => {
    expect(isUnchanged(before, { ...before })).toBe(true);
    expect(isUnchanged(before, { ...before, emoji: '' })).toBe(false);
  });
});

/** A form as a person could leave it: any of these values in any field. */
const formArbitrary: fc.Arbitrary<DraftForm> = fc.record({
  title: fc.constantFrom('Lunch', ' Spaced ', 'Ü 🎉'),
  emoji: fc.constantFrom('', '🎉'),
  bodyText: fc.constantFrom('', 'Words'),
  links: fc.array(
    fc.record({ link: fc.constantFrom('', 'https://a.example/'), text: fc.constantFrom('', 'A') }),
    { maxLength: 3 },
  ),
  documents: fc.constant([]),
  startTime: fc.constantFrom('', '2025-03-03T10:00', '2020-01-01T00:00'),
  endTime: fc.constantFrom('', '2030-04-04T10:00'),
  audience: fc.array(
    fc.record({
      fieldName: fc.constantFrom('', 'department'),
      values: fc.constantFrom('', 'IT, HR'),
    }),
    { maxLength: 2 },
  ),
  channel: fc.constantFrom('MAIN' as const, 'SOCIAL_FEED' as const),
  postType: fc.constantFrom('TEXT' as const, 'LINK' as const),
  isPrioritized: fc.boolean(),
  hideAttribution: fc.boolean(),
  thumbnailUrl: fc.constantFrom('', 'https://img.example/t.png'),
  bannerUrl: fc.constantFrom('', 'https://img.example/b.png'),
  viewUrl: fc.constantFrom('', 'https://social.example/p/1'),
});

test('every request the draft page can send is valid for the seed, the channel rule included', () => {
  fc.assert(
    fc.property(formArbitrary, (form) => {
      fc.pre(Object.keys(validateDraftForm(form)).length === 0);
      const { update } = buildDraftUpdate(form, source, ids);
      expect(updateDraftAnnouncementRequestSchema.safeParse(update).success).toBe(true);
      expect(update.startTime).not.toBe('');
      expect(update.endTime).not.toBe('');
      if (form.channel !== 'SOCIAL_FEED') expect(update).not.toHaveProperty('viewUrl');
    }),
    { numRuns: 300 },
  );
});

test('the request schema refuses an empty time, and a post link off the social feed', () => {
  const base = { draftId: 206 };
  expect(valid({ ...base, endTime: '' })).toBe(false);
  expect(valid({ ...base, startTime: 'tomorrow' })).toBe(false);
  expect(valid({ ...base, startTime: '2025-03-03T10:00:00+01:00' })).toBe(true);
  expect(valid({ ...base, channel: 'MAIN', viewUrl: '' })).toBe(false);
  expect(valid({ ...base, viewUrl: 'https://s.example/' })).toBe(false);
  expect(valid({ ...base, channel: 'SOCIAL_FEED', viewUrl: '' })).toBe(true);
});
