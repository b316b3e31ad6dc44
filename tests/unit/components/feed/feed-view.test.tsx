// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedView } from '../../../../components/feed/feed-view';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import type { EventDetailsState } from '../../../../lib/ui/feed/types';
import { FEED } from '../../../support/feed';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

function renderFeed(eventDetails: Record<string, EventDetailsState> = {}) {
  const actions = {
    onOpen: vi.fn(),
    onEditDraft: vi.fn(),
    onToggleEvent: vi.fn(),
    onRetryEvent: vi.fn(),
  };
  render(
    <FeedView
      results={FEED}
      eventDetails={eventDetails}
      time={{ locale: 'en-US', timeZone: 'America/New_York' }}
      {...actions}
    />,
  );
  return actions;
}

function entryOf(title: string): HTMLElement {
  const element = screen.getByText(title).closest('article');
  if (!element) throw new Error(`no entry for ${title}`);
  return element as HTMLElement;
}

describe('the feed', () => {
  test('groups results under readable category headings, unknown ones spelled out', () => {
    renderFeed();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Your calendar',
      'Announcements',
      'Suggested for you',
      'Company resources',
      'Celebrations',
      'Social link',
    ]);
  });

  test('a document shows its datasource, why it is suggested, counts and secondary entries', () => {
    const { onOpen } = renderFeed();
    const entry = entryOf('Q3 plan');
    expect(entry.textContent).toContain('drive');
    expect(entry.textContent).toContain('You visited it yesterday');
    expect(entry.textContent).toContain('12 visitors');
    expect(entry.textContent).toContain('Recent activity: Sam Rivera');
    const related = screen.getByRole('list', { name: 'Related' });
    expect(within(related).getByRole('link', { name: 'Q2 retro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Q3 plan' }));
    expect(onOpen).toHaveBeenCalledWith('https://docs.example/q3');
  });

  test("an event shows its time in the browser's timezone, answers and a join link", () => {
    const { onOpen, onToggleEvent } = renderFeed();
    const entry = entryOf('Design review');
    // 15:00Z is 10:00 in New York in March (EST).
    expect(entry.querySelector('time')?.textContent).toBe('Mon, Mar 3, 10:00 AM – 10:30 AM');
    expect(entry.textContent).toContain('1 accepted · 1 declined · 0 maybe · 0 no answer');
    fireEvent.click(within(entry).getByRole('link', { name: 'Join on Zoom' }));
    expect(onOpen).toHaveBeenCalledWith('https://zoom.example/j/1');
    const details = within(entry).getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(onToggleEvent).toHaveBeenCalledWith('evt-1');
  });

  test('an expanded event lists attendees, its description as text and its attachments', async () => {
    renderFeed({
      'evt-1': {
        loading: false,
        value: {
          id: 'evt-1',
          url: 'https://calendar.example/evt-1',
          description: '<p>Agenda</p><script>alert(1)</script><b>bring</b> notes',
          attendees: {
            people: [
              {
                person: { name: 'Alex Morgan', obfuscatedId: 'p-alex' },
                responseStatus: 'TENTATIVE',
              },
            ],
          },
          generatedAttachments: [
            {
              documents: [{ title: 'Design doc', url: 'https://docs.example/design' }],
              person: { name: 'Riley Chen', obfuscatedId: 'p-riley' },
              externalLinks: [
                { name: 'Tracker', url: 'https://tracker.example/1' },
                { name: 'Bad', url: 'javascript:alert(1)' },
              ],
            },
          ],
        },
      },
    });
    const entry = entryOf('Design review');
    expect(within(entry).getByRole('button', { name: 'Hide details' })).toBeTruthy();
    // The details' code loads when they are first shown.
    const attendees = await within(entry).findByRole('list', { name: 'Attendees' });
    expect(attendees.textContent).toContain('Alex Morgan');
    expect(attendees.textContent).toContain('Maybe');
    const description = entry.querySelector('.wk-description');
    expect(description?.textContent).toContain('Agenda');
    expect(description?.textContent).toContain('bring notes');
    expect(description?.textContent).not.toContain('alert');
    expect(entry.querySelector('script, b')).toBeNull();
    expect(within(entry).getByRole('link', { name: 'Design doc' })).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'Tracker' })).toBeTruthy();
    expect(within(entry).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(entry.textContent).toContain('Riley Chen');
  });

  test('an event whose details failed says why and offers to retry', async () => {
    const { onRetryEvent } = renderFeed({
      'evt-1': {
        loading: false,
        error: new ApiError({ kind: 'network', message: "Can't reach the service." }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("Can't reach the service.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetryEvent).toHaveBeenCalledWith('evt-1');
  });

  test('an announcement shows its emoji and opens its draft for editing', () => {
    const { onEditDraft } = renderFeed();
    const entry = entryOf('Lunch and learn');
    expect(entry.textContent).toContain('🍱');
    expect(entry.textContent).toContain('Announcement · Alex Morgan');
    fireEvent.click(within(entry).getByRole('button', { name: 'Edit draft “Lunch and learn”' }));
    expect(onEditDraft).toHaveBeenCalledWith(206);
  });

  test('a collection shows its item count and a person their title and department', () => {
    renderFeed();
    expect(entryOf('Onboarding').textContent).toContain('Collection · 6 items');
    const person = entryOf('Sam Rivera');
    expect(person.textContent).toContain('IT lead · IT');
    // A javascript: photo URL is never loaded: initials instead.
    expect(person.querySelector('img')).toBeNull();
    expect(person.textContent).toContain('SR');
  });

  test('a javascript: URL is not a link and markup in a title is shown as text', () => {
    renderFeed();
    const title = screen.getByText('<img src=x onerror=alert(1)>Evil');
    expect(title.tagName).toBe('SPAN');
    expect(title.closest('a')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  test('an empty feed says what will appear', () => {
    render(
      <FeedView
        results={[]}
        eventDetails={{}}
        onOpen={vi.fn()}
        onEditDraft={vi.fn()}
        onToggleEvent={vi.fn()}
        onRetryEvent={vi.fn()}
      />,
    );
    expect(screen.getByText(/Your feed is empty for now/)).toBeTruthy();
  });
});
