// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type FirstScreenData, popupDom } from '../../../../components/first-screen/popup-dom';
import { PopupView } from '../../../../components/popup/popup-view';
import type { FeedResult } from '../../../../lib/shared/contract';
import type { PageStatus } from '../../../../lib/shared/types/page';
import { FEED } from '../../../support/feed';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => fakeBrowser.reset());

// biome-ignore lint/suspicious/noExplicitAny: adding the side panel API the fake browser lacks
const fake = fakeBrowser as any;

const TIME = { locale: 'en-GB', timeZone: 'UTC' };
const nothing = () => {};

/** Entries beyond the shared feed's: each branch of FeedEntryView that it does not reach. */
const MORE: FeedResult[] = [
  {
    category: 'EVENT',
    primaryEntry: {
      entryId: 'e2',
      event: {
        id: 'evt 2/ooo',
        eventType: 'OUT_OF_OFFICE',
        time: { start: '2025-03-04T08:00:00Z', end: '2025-03-05T17:00:00Z' },
        conferenceData: { provider: 'HANGOUTS', uri: 'javascript:alert(1)' },
        attendees: { numAccepted: 3, numDeclined: 0, numTentative: 1, numNoResponse: 2 },
      },
      justification: 'You organise it',
    },
  },
  {
    category: 'EVENT',
    primaryEntry: { entryId: 'e3', title: 'No time', event: { id: 'evt-3' } },
  },
  {
    category: 'COLLECTION',
    primaryEntry: {
      entryId: 'c1',
      title: 'Handbooks',
      viewUrl: 'https://knowledge.example/c/1',
      collection: {
        id: 1,
        name: 'Handbooks',
        icon: '📚',
        itemCount: 12,
        description: 'All of them',
      },
      documentVisitorCount: { count: 4 },
      activities: [
        {
          actor: { name: 'Alex Morgan', obfuscatedId: 'p-alex' },
          aggregateVisitCount: { count: 2 },
        },
        { actor: { name: 'Alex Morgan', obfuscatedId: 'p-alex' } },
      ],
    },
  },
  {
    category: 'PEOPLE_CELEBRATIONS',
    primaryEntry: {
      entryId: 'p2',
      title: 'Kim Lee',
      person: {
        name: 'Kim Lee',
        obfuscatedId: 'p-kim',
        metadata: { photoUrl: 'https://photos.example/kim.png', department: 'Sales' },
      },
    },
  },
  {
    category: 'TRENDING_DOCUMENT',
    primaryEntry: { entryId: 'd9', document: { id: 'd9', docType: 'Spreadsheet' } },
  },
] as FeedResult[];

const PINNED: PageStatus = {
  target: { url: 'https://intranet.example/wiki', title: '', kind: 'page' },
  document: { id: 'doc-1' },
  pins: [
    { id: 'pin-1', queries: ['wiki', 'handbook'] },
    { id: 'pin-2', queries: ['wiki'] },
  ],
  holders: [{ id: 1, name: 'Handbooks' }],
  checked: 'all',
};
const NOT_INDEXED: PageStatus = {
  target: { url: 'https://news.example/', title: '<b>News</b>', kind: 'page' },
  document: null,
  pins: [],
  holders: [],
  checked: 'unknown',
};

/** The first screen as PopupScreen's first render draws it for `data` (Preact). */
function viewHtml(data: FirstScreenData, limit?: number): string {
  const host = document.createElement('div');
  render(
    <PopupView
      feedLimit={limit}
      connection={{ loading: true }}
      tab="feed"
      onTab={nothing}
      page={{ value: data.page, loading: true, ownPage: data.ownPage, act: nothing }}
      feed={{
        value: data.feed?.value,
        fetchedAt: data.feed?.fetchedAt,
        loading: true,
        reload: nothing,
      }}
      events={{ details: {}, toggle: nothing, retry: nothing }}
      showInvite={data.invite ?? false}
      onOpen={nothing}
      onEditDraft={nothing}
      onOpenOptions={nothing}
      time={data.time}
    />,
    host,
  );
  return canonical(host);
}

/** The same first screen drawn without Preact. */
function domHtml(data: FirstScreenData, limit?: number): string {
  const host = document.createElement('div');
  host.append(popupDom(data, limit));
  return canonical(host);
}

/**
 * The markup in a form where only what the page shows counts: attributes sorted by name (the
 * order they were set in differs), adjacent text joined and empty text left out (hydration
 * makes those nodes as it needs them).
 */
function canonical(node: Node): string {
  if (node.nodeType === 3)
    return (node.textContent ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const element = node as Element;
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const inner = [...element.childNodes].map(canonical).join('');
  return `<${element.localName}${attributes ? ` ${attributes}` : ''}>${inner}</${element.localName}>`;
}

const feed = (results: FeedResult[]) => ({ value: { results }, fetchedAt: 1_700_000_000_000 });

const CASES: [string, FirstScreenData][] = [
  [
    'every kind of entry, this page pinned and in a collection',
    { feed: feed([...FEED, ...MORE]), page: PINNED, time: TIME },
  ],
  [
    'this page not indexed, its title markup as text',
    { feed: feed(FEED), page: NOT_INDEXED, time: TIME },
  ],
  [
    'a service that does not say a document’s pins or collections',
    {
      feed: feed(FEED),
      page: { ...PINNED, pins: 'unknown', holders: [], checked: 'unknown' },
      time: TIME,
    },
  ],
  ["this page's status still being asked for", { feed: feed(FEED), time: TIME }],
  [
    'opened in a tab of its own (no strip), with the Invite tab',
    { feed: feed(MORE), ownPage: true, invite: true, time: TIME },
  ],
  ['an empty feed', { feed: feed([]), page: PINNED }],
  ['a feed without results', { feed: { value: {}, fetchedAt: 1 }, page: NOT_INDEXED }],
  ['nothing kept yet: the skeleton, this page being asked for', {}],
  ['nothing kept yet, in a tab of its own', { ownPage: true }],
];

describe("the popup's first screen drawn without Preact", () => {
  describe.each(['en', 'de'] as const)('in %s', (language) => {
    beforeEach(() => stubI18n(language));

    it.each(CASES)('is what PopupView draws: %s', (_name, data) => {
      const expected = viewHtml(data);
      expect(expected).toContain('wk-popup');
      expect(domHtml(data)).toBe(expected);
    });

    it('draws the first five results as PopupView does for the first frame', () => {
      const data = { feed: feed([...FEED, ...MORE]), page: PINNED, time: TIME };
      const expected = viewHtml(data, 5);
      expect(expected).not.toBe(viewHtml(data));
      expect(domHtml(data, 5)).toBe(expected);
    });

    describe('in a browser with a side panel API', () => {
      beforeEach(() => {
        fake.sidePanel = { open: async () => {} };
      });
      afterEach(() => {
        delete fake.sidePanel;
        delete document.documentElement.dataset.place;
      });

      it.each(CASES)('draws "Open in side panel" as PopupView does: %s', (_name, data) => {
        const expected = viewHtml(data);
        expect(expected).toContain('wk-popup__side-panel');
        expect(domHtml(data)).toBe(expected);
      });

      it('draws no such button in the side panel itself, as PopupView', () => {
        document.documentElement.dataset.place = 'side-panel';
        const data = { feed: feed(FEED), page: PINNED, time: TIME };
        const expected = viewHtml(data);
        expect(expected).not.toContain('wk-popup__side-panel');
        expect(domHtml(data)).toBe(expected);
      });
    });
  });

  it('keeps text from the service as text', () => {
    stubI18n();
    const host = document.createElement('div');
    host.append(popupDom({ feed: feed(FEED), page: NOT_INDEXED }));
    expect(host.querySelector('img[src="x"]')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror=alert(1)>Evil');
    expect(host.textContent).toContain('<b>News</b>');
    expect(host.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
