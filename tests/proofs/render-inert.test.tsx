// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedView } from '../../components/feed/feed-view';
import { frameMaker } from '../../components/first-screen/first-frame';
import type { FeedResult } from '../../lib/shared/contract';
import type { EventDetailsState } from '../../lib/ui/feed/types';
import { keepMirror } from '../../lib/ui/first-screen-mirror';
import { readFrame } from '../../lib/ui/kept-frame';
import { stubI18n } from '../support/i18n-stub';

const MARKUP = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '<svg onload="window.__pwned=1"><a xlink:href="javascript:alert(1)">x</a></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '"><b onmouseover=alert(1)>bold</b>',
  '<style>*{display:none}</style>',
];
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'chrome://settings',
  '//evil.example/path',
  'about:blank',
];

const person = (name: string, photoUrl: string) => ({
  name,
  obfuscatedId: `p-${name.length}`,
  metadata: { title: name, department: name, photoUrl },
});

/** One entry of every kind, every text and URL field carrying the hostile values. */
function hostileFeed(text: string, url: string): FeedResult[] {
  return [
    {
      category: 'EVENT',
      primaryEntry: {
        entryId: 'e',
        title: text,
        justification: text,
        event: {
          id: 'evt-1',
          url,
          time: { start: '2026-03-03T15:00:00Z', end: '2026-03-03T15:30:00Z' },
          location: text,
          description: text,
          conferenceData: { provider: 'ZOOM', uri: url },
          attendees: { people: [{ person: person(text, url), responseStatus: 'ACCEPTED' }] },
        },
      },
    },
    {
      category: 'ANNOUNCEMENT',
      primaryEntry: {
        entryId: 'a',
        title: text,
        viewUrl: url,
        justification: text,
        announcement: { id: 1, emoji: text },
        createdBy: person(text, url),
      },
    },
    {
      category: 'DOCUMENT_SUGGESTION',
      primaryEntry: {
        entryId: 'd',
        title: text,
        justification: text,
        document: { id: 'doc', url, datasource: text, docType: text },
        activities: [{ actor: person(text, url), action: 'EDIT' }],
      },
      secondaryEntries: [{ entryId: 'd2', title: text, document: { id: 'doc2', url } }],
    },
    {
      category: 'COMPANY_RESOURCE',
      primaryEntry: {
        entryId: 'c',
        title: text,
        viewUrl: url,
        collection: { id: 3, name: text, description: text, icon: text, itemCount: 1 },
      },
    },
    {
      category: 'PEOPLE_CELEBRATIONS',
      primaryEntry: { entryId: 'p', title: text, viewUrl: url, person: person(text, url) },
    },
    { category: text, primaryEntry: { entryId: 'x', title: text, viewUrl: url } },
  ] as FeedResult[];
}

/** The expanded event's details: description HTML, related documents, people and links. */
function hostileDetails(text: string, url: string): Record<string, EventDetailsState> {
  return {
    'evt-1': {
      loading: false,
      value: {
        id: 'evt-1',
        url,
        location: text,
        description: text,
        attendees: { people: [{ person: person(text, url), responseStatus: text }] },
        generatedAttachments: [
          {
            documents: [{ id: 'd', title: text, url, datasource: text }],
            person: person(text, url),
            externalLinks: [{ name: text, url }],
            customer: { company: { name: text } },
          },
        ],
      },
    } as EventDetailsState,
  };
}

function renderFeed(text: string, url: string) {
  const onOpen = vi.fn();
  const view = render(
    <FeedView
      results={hostileFeed(text, url)}
      eventDetails={hostileDetails(text, url)}
      time={{ locale: 'en-US', timeZone: 'UTC' }}
      onOpen={onOpen}
      onEditDraft={vi.fn()}
      onToggleEvent={vi.fn()}
      onRetryEvent={vi.fn()}
    />,
  );
  return { container: view.container, onOpen };
}

/** Every way markup or a URL could become live in the rendered feed. */
function liveProblems(container: Element): string[] {
  const problems: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'style', 'b', 'form'].includes(tag)) {
      problems.push(`a <${tag}> element`);
    }
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on')) problems.push(`${attribute} on <${tag}>`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute)) {
        const value = element.getAttribute(attribute) ?? '';
        if (!/^https?:\/\//.test(value)) problems.push(`${attribute}="${value}" on <${tag}>`);
      }
    }
  }
  return problems;
}

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  (window as unknown as { __pwned?: number }).__pwned = undefined;
});
afterEach(cleanup);

describe('service text and URLs in the feed are inert', () => {
  it.each(MARKUP)('shows markup as text: %s', (markup) => {
    const { container } = renderFeed(markup, 'javascript:alert(1)');
    expect(liveProblems(container)).toEqual([]);
    // The titles read exactly as sent, characters and all.
    const titles = [...container.querySelectorAll('.wk-entry__title')].map((el) => el.textContent);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(title).toContain(markup);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each(HOSTILE_URLS)('never links to %s', (url) => {
    const { container } = renderFeed('An entry', url);
    expect(container.querySelectorAll('a').length).toBe(0);
    expect(container.querySelectorAll('img').length).toBe(0);
    expect(liveProblems(container)).toEqual([]);
    expect(container.textContent).toContain('An entry');
  });

  it('the check itself catches live markup and links (it can fail)', () => {
    // The control case: markup inserted as HTML, which the feed never does.
    const { container } = render(
      <div dangerouslySetInnerHTML={{ __html: `${MARKUP[0]}<a href="javascript:x">x</a>` }} />,
    );
    expect(liveProblems(container)).toEqual(
      expect.arrayContaining([
        'onerror on <img>',
        'src="x" on <img>',
        'href="javascript:x" on <a>',
      ]),
    );
  });

  it('still links an http(s) URL (the check is not "no links at all")', () => {
    const { container, onOpen } = renderFeed('<b>Plan</b>', 'https://docs.example/plan');
    const links = [...container.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link.getAttribute('href')).toBe('https://docs.example/plan');
    links[0]?.click();
    expect(onOpen).toHaveBeenCalledWith('https://docs.example/plan');
    expect(liveProblems(container)).toEqual([]);
  });

  it('stays inert for any text and any URL (property)', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(...MARKUP),
      fc.tuple(fc.constantFrom(...MARKUP), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
    );
    const url = fc.oneof(
      fc.constantFrom(...HOSTILE_URLS),
      fc.webUrl(),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, url, (anyText, anyUrl) => {
        const { container } = renderFeed(anyText, anyUrl);
        try {
          expect(liveProblems(container)).toEqual([]);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 150, seed: 31_337 },
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("the popup's kept first frame (HTML read back) keeps that text inert", () => {
  it.each(MARKUP)('shows markup as text after a round trip through page storage: %s', (markup) => {
    const feed = { fetchedAt: 1, value: { results: hostileFeed(markup, 'javascript:alert(1)') } };
    const maker = frameMaker(false);
    keepMirror({ scope: 'alex', feed, pages: [] }, 5, maker);
    const container = document.createElement('div');
    container.innerHTML = readFrame('alex', maker.tag) ?? '';
    const titles = [...container.querySelectorAll('.wk-entry__title')].map((el) => el.textContent);
    expect(titles).toHaveLength(6); // The first five results, one with a second entry.
    for (const title of titles) expect(title).toContain(markup);
    expect(liveProblems(container)).toEqual([]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
