import type { FeedResult } from '../../lib/shared/contract';

const alex = { name: 'Alex Morgan', obfuscatedId: 'p-alex', metadata: { title: 'Engineer' } };
const sam = { name: 'Sam Rivera', obfuscatedId: 'p-sam' };

/** A feed with one entry of each kind, as the service would send it. */
export const FEED: FeedResult[] = [
  {
    category: 'EVENT',
    primaryEntry: {
      entryId: 'e1',
      title: 'Design review',
      event: {
        id: 'evt-1',
        url: 'https://calendar.example/evt-1',
        time: { start: '2025-03-03T15:00:00Z', end: '2025-03-03T15:30:00Z' },
        conferenceData: { provider: 'ZOOM', uri: 'https://zoom.example/j/1' },
        attendees: {
          people: [
            { person: alex, responseStatus: 'ACCEPTED', isOrganizer: true },
            { person: sam, responseStatus: 'DECLINED' },
          ],
        },
      },
    },
  },
  {
    category: 'ANNOUNCEMENT',
    primaryEntry: {
      entryId: 'a1',
      title: 'Lunch and learn',
      announcement: { id: 106, draftId: 206, emoji: '🍱' },
      createdBy: alex,
    },
  },
  {
    category: 'DOCUMENT_SUGGESTION',
    primaryEntry: {
      entryId: 'd1',
      title: 'Q3 plan',
      justification: 'You visited it yesterday',
      document: { id: 'doc-1', url: 'https://docs.example/q3', datasource: 'drive' },
      documentVisitorCount: { count: 12 },
      activities: [{ actor: sam, action: 'EDIT' }],
    },
    secondaryEntries: [
      {
        entryId: 'd2',
        title: 'Q2 retro',
        document: { id: 'doc-2', url: 'https://docs.example/q2', datasource: 'drive' },
      },
    ],
  },
  {
    category: 'COMPANY_RESOURCE',
    primaryEntry: {
      entryId: 'c1',
      title: 'Onboarding',
      collection: { id: 3, name: 'Onboarding', description: 'First weeks', itemCount: 6 },
    },
  },
  {
    category: 'PEOPLE_CELEBRATIONS',
    primaryEntry: {
      entryId: 'p1',
      title: 'Sam Rivera',
      person: {
        ...sam,
        metadata: { title: 'IT lead', department: 'IT', photoUrl: 'javascript:alert(1)' },
      },
    },
  },
  {
    category: 'SOCIAL_LINK',
    primaryEntry: {
      entryId: 'x1',
      title: '<img src=x onerror=alert(1)>Evil',
      viewUrl: 'javascript:alert(1)',
    },
  },
];

/** A page's status as the background keeps it beside the first screen: one per address. */
export const pageStatus = (url: string) => ({
  target: { url, title: 'Page', kind: 'page' },
  document: null,
  pins: [],
  holders: [],
  checked: 'all',
});
