import type { DraftForm } from '../../lib/ui/drafts/draft-form';
import type { DraftField } from '../../lib/ui/drafts/draft-session';

/** A draft announcement as the service answers it, with every field the form edits. */
export const DRAFT = {
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

/**
 * Three different values of every field of the draft form (in the tests of the merge: what was
 * sent, what the service answered instead, and an edit made since). Each survives the trip
 * through the service's shape and back (`draftToForm`).
 */
export const DRAFT_FIELD_VALUES: { [F in DraftField]: [DraftForm[F], DraftForm[F], DraftForm[F]] } =
  {
    title: ['Sent', 'Answered', 'Typed'],
    emoji: ['🍱', '🎉', '🚀'],
    bodyText: ['sent', 'answered', 'typed'],
    links: [
      [{ link: 'https://a.example', text: 'A' }],
      [],
      [{ link: 'https://c.example', text: 'C' }],
    ],
    documents: [[{ id: 'd1' }], [], [{ id: 'd3' }]],
    startTime: ['', '2025-03-03T13:00', '2025-04-04T10:00'],
    endTime: ['', '2025-03-17T13:00', '2025-05-05T10:00'],
    audience: [
      [{ fieldName: 'department', values: 'Sales' }],
      [],
      [{ fieldName: 'office', values: 'Berlin' }],
    ],
    channel: ['SOCIAL_FEED', 'MAIN', 'MAIN'],
    postType: ['TEXT', 'LINK', 'LINK'],
    isPrioritized: [true, false, false],
    hideAttribution: [true, false, false],
    thumbnailUrl: ['https://t.example/1', '', 'https://t.example/3'],
    bannerUrl: ['https://b.example/1', '', 'https://b.example/3'],
    viewUrl: ['https://v.example/1', '', 'https://v.example/3'],
  };
