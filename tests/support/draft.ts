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
