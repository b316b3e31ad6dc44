// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { followMeetingCard } from '../../../../components/meetings/meeting-card';
import { REST_MS, showMeetingCard } from '../../../../components/meetings/show-card';
import type { FeedResult } from '../../../../lib/shared/contract';
import { FIRST_SCREEN_KEY } from '../../../../lib/shared/storage/first-screen';
import { readHidden } from '../../../../lib/shared/storage/meeting-reads';
import { MEETING_CARD_KEY } from '../../../../lib/ui/kept-frame';
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

/** A page: the card's host, the boot script's drawing, then the card's script. */
function page(scope = 'scope-1') {
  document.body.innerHTML = '<div id="wk-meeting"></div><div id="app"></div>';
  const host = document.getElementById('wk-meeting') as HTMLElement;
  showMeetingCard(host, scope);
  return host;
}
const stops: (() => void)[] = [];
const hiddenNow = async () =>
  readHidden((await fakeBrowser.storage.local.get('meetingHidden')).meetingHidden) ?? [];
const follow = (host: HTMLElement, scope = 'scope-1') =>
  stops.push(followMeetingCard(host, scope).stop);
const text = (host: HTMLElement) => host.textContent ?? '';
const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find(
    (node) => (node.getAttribute('aria-label') ?? node.textContent) === name,
  ) as HTMLButtonElement;

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  stubI18n();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // The page is shared with other test files: leave it as it was found.
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the "Next meeting" card', () => {
  it('draws the meeting from the kept feed, with no request, and keeps it for the first frame', async () => {
    const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage');
    const fetch = vi.spyOn(globalThis, 'fetch');
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const first = page();
    expect(first.innerHTML).toBe(''); // Nothing kept yet: the card's script draws it.
    follow(first);
    await vi.waitFor(() =>
      expect(text(first)).toContain('Design review <script>alert(1)</script>'),
    );
    expect(first.querySelector('script')).toBeNull();
    expect(text(first)).toContain('Starts in 10 min');
    expect(text(first)).toMatch(/3 of 4 accepted/);
    expect(button(first, 'Join').dataset.url).toBe('https://zoom.example/j/1');
    const links = [...first.querySelectorAll('a')].map((a) => [a.textContent, a.href]);
    // Each piece says where it comes from; a non-http address is text, not a link.
    expect(links).toEqual([
      ['Agenda', 'https://docs.example/agenda'],
      ['Board', 'https://jira.example/b'],
    ]);
    expect(text(first)).toMatch(/from confluence/);
    expect(text(first)).toMatch(/Priya Shah · from ORGANIZER/);
    expect(text(first)).toContain('Ship it.');
    expect(send).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    // The next opening's boot script draws the same card synchronously, at this moment's time.
    const drawn = first.innerHTML;
    vi.setSystemTime(NOW + 2 * 60_000);
    const next = page();
    expect(next.innerHTML).toBe(drawn.replace('Starts in 10 min', 'Starts in 8 min'));
    // The card's script finds it the same and leaves its elements in place.
    const section = next.firstElementChild;
    follow(next);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(next.firstElementChild).toBe(section);
  });

  /**
   * On a clock that moves only when the test moves it (its timers, `performance.now()`): runs
   * what is due now, with the storage's answers, until `done` holds; the clock stands still.
   */
  async function withClockStill(done: () => boolean) {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'],
      now: Date.now(),
    });
    return async () => {
      const at = performance.now();
      for (let turn = 0; turn < 100 && !done(); turn += 1) await vi.advanceTimersByTimeAsync(0);
      expect(done()).toBe(true);
      expect(performance.now()).toBe(at);
    };
  }

  it('lands only once the pointer has rested, so it moves nothing a person is aiming at', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const kept = await withClockStill(
      () => localStorage.getItem(MEETING_CARD_KEY)?.includes('Design') ?? false,
    );
    const host = page();
    dispatchEvent(new Event('pointermove'));
    follow(host);
    // The card's data is there (kept for the next opening) but not drawn under the moving pointer.
    await kept();
    await vi.advanceTimersByTimeAsync(REST_MS / 2);
    dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(REST_MS - 1);
    expect(host.innerHTML).toBe('');
    // Rested REST_MS since the last pointer event: drawn.
    await vi.advanceTimersByTimeAsync(1);
    expect(text(host)).toContain('Starts in 10 min');
  });

  it('draws at once what the pointer on the card itself asked for (Hide)', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(text(host)).toContain('Starts in 10 min'));
    const hide = [...host.querySelectorAll('button')].find((b) => b.dataset.action === 'hide');
    const before = host.querySelectorAll('[data-action="hide"]').length;
    // Drawn with the clock standing still: no rest waited for.
    const drawn = await withClockStill(
      () => host.querySelectorAll('[data-action="hide"]').length === before - 1,
    );
    hide?.dispatchEvent(new Event('pointermove', { bubbles: true }));
    hide?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    hide?.click();
    await drawn();
  });

  it('updates the time until it starts while open', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(text(host)).toContain('Starts in 10 min'));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(text(host)).toContain('Starts in 5 min');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(text(host)).toContain('Starts now');
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    expect(host.innerHTML).toBe(''); // Ended.
  });

  it('shows nothing for a declined meeting, one beyond the hour, or another connection', async () => {
    for (const [results, scope] of [
      [[meeting('2026-11-26T09:10:00Z', 'DECLINED')], 'scope-1'],
      [[meeting('2026-11-26T10:30:00Z')], 'scope-1'],
      [[meeting('2026-11-26T09:10:00Z')], 'scope-2'],
    ] as const) {
      await keep([...results], scope);
      const host = page();
      follow(host);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(host.innerHTML).toBe('');
      expect(page().innerHTML).toBe('');
    }
  });

  it('never draws cards kept for another connection, and forgets them with the connection', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(text(host)).toContain('Design review'));
    expect(page('scope-2').innerHTML).toBe('');
    expect(localStorage.getItem(MEETING_CARD_KEY)).toContain('scope-1');
  });

  it('hides a document for this meeting on this device, and shows it again', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(button(host, 'Hide “Agenda” for this meeting')).toBeTruthy());
    button(host, 'Hide “Agenda” for this meeting').click();
    await vi.waitFor(() => expect(text(host)).not.toContain('Agenda'));
    expect(await hiddenNow()).toEqual([{ meeting: 'EV1', documents: ['D1'] }]);
    // Kept for the next opening's first frame too.
    expect(text(page())).not.toContain('Agenda');
    const again = page();
    follow(again);
    await vi.waitFor(() => expect(button(again, 'Show hidden documents (1)')).toBeTruthy());
    button(again, 'Show hidden documents (1)').click();
    await vi.waitFor(() => expect(text(again)).toContain('Agenda'));
    expect(await hiddenNow()).toEqual([]);
  });

  it('says so when a hide cannot be kept', async () => {
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(button(host, 'Hide “Agenda” for this meeting')).toBeTruthy());
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    button(host, 'Hide “Agenda” for this meeting').click();
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toMatch(/could not be hidden/),
    );
    expect(text(host)).toContain('Agenda');
  });

  it('opens Join and the material in a tab', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    await keep([meeting('2026-11-26T09:10:00Z')]);
    const host = page();
    follow(host);
    await vi.waitFor(() => expect(button(host, 'Join')).toBeTruthy());
    button(host, 'Join').click();
    host.querySelector('a')?.click();
    expect(create.mock.calls.map(([options]) => options.url)).toEqual([
      'https://zoom.example/j/1',
      'https://docs.example/agenda',
    ]);
  });
});
