import { describe, expect, test } from 'vitest';
import {
  draftToForm,
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
