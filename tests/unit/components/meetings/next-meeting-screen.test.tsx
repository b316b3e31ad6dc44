// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NextMeetingScreen } from '../../../../components/meetings/next-meeting-screen';
import type { FeedResult } from '../../../../lib/shared/contract';
import { FIRST_SCREEN_KEY } from '../../../../lib/shared/storage/first-screen';
import { meetingHidden } from '../../../../lib/shared/storage/meeting-hidden';
import { stubI18n } from '../../../support/i18n-stub';

const NOW = Date.parse('2026-11-26T09:00:00Z');

function meeting(start: string, answer = 'ACCEPTED'): FeedResult {
  return {
    category: 'EVENT',
    primaryEntry: {
      title: 'Design review <script>alert(1)</script>',
      event: {
        id: 'EV1',
        url: 'https://kb.example/calendar/EV1',
        time: { start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() },
        conferenceData: { uri: 'https://zoom.example/j/1' },
        attendees: {
          people: [
            { self: true, responseStatus: answer, person: { name: 'Alex', obfuscatedId: 'a' } },
          ],
          total: 4,
          numAccepted: 3,
        },
        generatedAttachments: [
          {
            strategyName: 'RELATED_DOCUMENTS',
            documents: [
              {
                id: 'D1',
                title: 'Agenda',
                url: 'https://docs.example/agenda',
                datasource: 'confluence',
              },
              { id: 'D2', title: 'Old notes', url: 'javascript:alert(1)', datasource: 'gdrive' },
            ],
          },
          { strategyName: 'ORGANIZER', person: { name: 'Priya Shah', obfuscatedId: 'p' } },
          {
            strategyName: 'LINKS',
            externalLinks: [{ name: 'Board', url: 'https://jira.example/b' }],
          },
          {
            strategyName: 'SUMMARY',
            content: [{ displayHeader: 'Last time', content: 'Ship it.' }],
          },
        ],
      },
    },
  };
}

async function keep(results: FeedResult[], scope = 'scope-1') {
  await fakeBrowser.storage.local.set({
    [FIRST_SCREEN_KEY]: { scope, pages: [], feed: { fetchedAt: 1, value: { results } } },
  });
}

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the "Next meeting" card', () => {
  it('draws the meeting from the kept feed, with no request', async () => {
    const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage');
    const fetch = vi.spyOn(globalThis, 'fetch');
    await keep([meeting('2026-11-26T09:10:00Z')]);
    render(<NextMeetingScreen scope="scope-1" />);
    expect(await screen.findByText('Design review <script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('Starts in 10 min')).toBeTruthy();
    expect(screen.getByText(/3 of 4 accepted/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agenda' }).getAttribute('href')).toBe(
      'https://docs.example/agenda',
    );
    // Each piece says where it comes from; a non-http address is text, not a link.
    expect(screen.getByText(/from confluence/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Old notes' })).toBeNull();
    expect(screen.getByText('Priya Shah')).toBeTruthy();
    expect(screen.getByText(/from ORGANIZER/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Board' })).toBeTruthy();
    expect(screen.getByText('Ship it.', { exact: false })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('updates the time until it starts while open', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    render(<NextMeetingScreen scope="scope-1" />);
    await screen.findByText('Starts in 10 min');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(screen.getByText('Starts in 5 min')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(screen.getByText('Starts now')).toBeTruthy();
  });

  it('shows nothing for a declined meeting, one beyond the hour, or another connection', async () => {
    for (const [results, scope] of [
      [[meeting('2026-11-26T09:10:00Z', 'DECLINED')], 'scope-1'],
      [[meeting('2026-11-26T10:30:00Z')], 'scope-1'],
      [[meeting('2026-11-26T09:10:00Z')], 'scope-2'],
    ] as const) {
      await keep([...results], scope);
      const { container, unmount } = render(<NextMeetingScreen scope="scope-1" />);
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('hides a document for this meeting on this device, and shows it again', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    render(<NextMeetingScreen scope="scope-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide “Agenda” for this meeting' }));
    await vi.waitFor(() => expect(screen.queryByText('Agenda')).toBeNull());
    expect(await meetingHidden.get()).toEqual([{ meeting: 'EV1', documents: ['D1'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Show hidden documents (1)' }));
    expect(await screen.findByText('Agenda')).toBeTruthy();
    expect(await meetingHidden.get()).toEqual([]);
  });

  it('says so when a hide cannot be kept', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    render(<NextMeetingScreen scope="scope-1" />);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hide “Agenda” for this meeting' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be hidden/);
    expect(screen.getByText('Agenda')).toBeTruthy();
  });
});
