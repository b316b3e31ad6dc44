import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { meetingsOf, nextMeeting } from '../../lib/shared/meetings';
import { call } from '../support/service';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { poll } from './support/driver';
import { openSidePanel } from './support/side-panel';

/**
 * The service's clock runs this far behind the browser's: its demo meeting "10 minutes after
 * the start" begins 5 min 45 s after the service starts, so its 5-minute reminder is due 45 s
 * in instead of 5 minutes. The worker plans a reminder only while it is still ahead, from the
 * first feed it reads: at 18 s (before), a loaded machine read it later (the browser's launch,
 * the connection) and no reminder was ever planned; the schedule then held only the day's
 * meetings (issue 56, and run 145's unexplained failure).
 */
const BEHIND_MS = 255_000;

/** The popup's opening work is done (the e2e build's mark, components/first-screen/opening.ts). */
const OPENED = 'html[data-wk-opened]';

// The "Next meeting" card and its reminder, from the reference service's real demo data.
describe.each(BROWSERS)('in $name', ({ launch }) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(launch, {
      connect: true,
      now: () => Date.now() - BEHIND_MS,
    });
  });
  afterAll(() => session?.close());

  /** Asks the card to show this meeting (null: the next one), as a reminder's Prepare does. */
  const focusCard = (id: string | null) =>
    session.browser.evaluateInBackground(async (wanted) => {
      const api = ((globalThis as { browser?: unknown }).browser ??
        (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
      await api.storage.local.set({ meetingFocus: wanted && { id: wanted, at: Date.now() } });
    }, id);

  test('draws the accepted meeting with its material, and Join opens its link', async () => {
    // The meeting the card must show, worked out from the service's own feed for this moment
    // (a demo meeting of the day may be under way before the one timed from the start).
    const feed = await call(session.server, 'feed', {
      requestOptions: { resultSize: 30, timezoneOffset: -new Date().getTimezoneOffset() },
    });
    const expected = nextMeeting(meetingsOf(feed.json.results), Date.now());
    const page = await session.browser.openExtensionPage('popup.html');
    const card = '.wk-meeting';
    await page.waitFor({ role: 'heading', name: 'Next meeting', within: card });
    expect(await page.text({ css: '.wk-meeting__title' })).toBe(expected?.title);
    expect(await page.text({ css: '.wk-meeting__when' })).toMatch(
      /^(Starts in \d+ min|Starts now|Under way, until .+)$/,
    );
    expect(await page.text({ css: '.wk-meeting .wk-small' })).toMatch(/\d+ of \d+ accepted/);
    // Its related documents, each saying where it comes from, from the feed itself.
    await page.waitFor({ role: 'list', name: 'Material for this meeting', within: card });
    const documents = expected?.event.generatedAttachments?.flatMap((a) => a.documents ?? []);
    expect(await page.count({ role: 'button', name: /^Hide “.+” for this meeting$/ })).toBe(
      documents?.length,
    );
    expect(await page.text({ text: /·\s*from \S+$/, within: card })).toMatch(/·\s*from \S+$/);
    // The tentative and the declined meeting are never the card's.
    expect(await page.count({ text: 'Vendor demo: Initech', within: card })).toBe(0);
    expect(await page.count({ text: 'Budget sync', within: card })).toBe(0);

    // A new tab for the link (its address is not readable without the tabs permission).
    const tabCount = () =>
      session.browser.evaluateInBackground(async () => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
        return (await api.tabs.query({})).length;
      }, null);
    // Join, on a meeting that has a link whatever the hour: the demo day's meetings (9:30, 13:00
    // and 16:30 local time, every third without a link) may come first, so the card is asked to
    // show the accepted meeting timed from the start, which always has one, as a reminder's
    // Prepare asks it (meeting-focus.ts).
    const timed = meetingsOf(feed.json.results).find((m) => m.title === 'Roadmap check-in');
    expect(timed?.event.conferenceData?.uri).toMatch(/^https:/);
    await focusCard(timed?.id ?? null);
    await poll('the card to show the meeting asked for', async () =>
      (await page.text({ css: '.wk-meeting__title' })) === timed?.title ? true : undefined,
    );
    const before = await tabCount();
    await page.click({ role: 'button', name: 'Join', within: card });
    const opened = await poll('the meeting link opened in a tab', async () =>
      (await tabCount()) > before ? true : undefined,
    );
    expect(opened).toBe(true);
    await focusCard(null);
    await page.close();
  });

  test('draws the card in the first frame, above the page, and nothing moves after it', async () => {
    // An opening keeps the card (and the first frame) for the next one, which draws both before
    // its own scripts run: the card, the header and the first entry stay where first painted.
    // The popup's own address names the connection, which is what its first frame is kept for.
    const address = await session.browser.evaluateInBackground(async () => {
      const api = ((globalThis as { browser?: unknown }).browser ??
        (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
      return api.action.getPopup({});
    }, null);
    const popup = address.slice(address.indexOf('popup.html'));
    expect(popup).toMatch(/^popup\.html\?.+/);
    const before = await session.browser.openExtensionPage(popup);
    await before.waitFor({ css: '.wk-meeting' });
    await before.waitFor({ css: '.wk-entry' });
    // The opening's own work is done, the card and the first frame kept for the next opening
    // with it: the e2e build marks it (components/first-screen/opening.ts).
    await before.waitFor({ css: OPENED });
    await before.close();
    const page = await session.browser.openExtensionPage(popup);
    const boxes = () =>
      page.evaluate(
        () =>
          ['#wk-meeting .wk-meeting', '.wk-popup__header', '.wk-entry'].map((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box && [Math.round(box.top), Math.round(box.bottom)];
          }),
        null,
      );
    const first = await boxes();
    // Everything the opening draws by itself (the service's answers, the card from
    // storage.local, the rest of the results) is drawn once it is marked: whatever it would
    // move has moved by then.
    await page.waitFor({ css: OPENED });
    const later = await boxes();
    expect(first.every(Boolean)).toBe(true);
    expect(later).toEqual(first);
    const [card, header] = first as [[number, number], [number, number]];
    expect(card[1]).toBeLessThanOrEqual(header[0]); // The card is above the header.
    if (session.browser.name === 'chromium') {
      // Every layout shift since the page loaded (Chromium reports them; Firefox does not), up
      // to one the test makes itself once a frame has painted all the opening drew: entries
      // come in order, so once that one has come, the opening's are those before it.
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const seen: { startTime: number; value?: number }[] = [];
            let control = Number.POSITIVE_INFINITY;
            new PerformanceObserver((list) => {
              seen.push(...(list.getEntries() as { startTime: number; value?: number }[]));
              if (!seen.some((entry) => entry.startTime >= control)) return;
              const opening = seen.filter((entry) => entry.startTime < control);
              resolve(opening.map((entry) => entry.value ?? 0));
            }).observe({ type: 'layout-shift', buffered: true });
            // The frame after the one that painted the opening's last drawing, then a task.
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  control = performance.now();
                  const spacer = document.createElement('div');
                  spacer.style.height = '40px';
                  document.body.prepend(spacer);
                }),
              ),
            );
          }),
        null,
      );
      expect(shifts).toEqual([]);
    }
    await page.close();
  });

  test('draws the card at the top of the side panel too', async () => {
    const panel = await openSidePanel(session);
    await panel.page.waitFor({ role: 'heading', name: 'Next meeting', within: '#wk-meeting' });
    await panel.page.waitFor({ css: '.wk-popup__header' });
    const [card, header] = await panel.page.evaluate(
      () =>
        ['#wk-meeting .wk-meeting', '.wk-popup__header'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1,
        ),
      null,
    );
    expect(card).toBeGreaterThanOrEqual(0);
    expect(card).toBeLessThan(header as number);
    expect(await panel.page.text({ css: '.wk-meeting__title' })).toMatch(/\S/);
    // Join exactly when the meeting shown has a conference link (see the first test).
    const feed = await call(session.server, 'feed', {
      requestOptions: { resultSize: 30, timezoneOffset: -new Date().getTimezoneOffset() },
    });
    const shown = nextMeeting(meetingsOf(feed.json.results), Date.now());
    expect(await panel.page.count({ role: 'button', name: 'Join', within: '#wk-meeting' })).toBe(
      shown?.event.conferenceData?.uri ? 1 : 0,
    );
  });

  test('hides a document for this meeting, and keeps it hidden on the next opening', async () => {
    const page = await session.browser.openExtensionPage('popup.html');
    const first = /^Hide “(.+)” for this meeting$/;
    await page.waitFor({ role: 'button', name: first });
    const before = await page.count({ role: 'button', name: first });
    await page.click({ role: 'button', name: first });
    await page.waitFor({ role: 'button', name: 'Show hidden documents (1)' });
    await page.close();
    const again = await session.browser.openExtensionPage('popup.html');
    await again.waitFor({ role: 'button', name: 'Show hidden documents (1)' });
    expect(await again.count({ role: 'button', name: first })).toBe(before - 1);
    await again.close();
  });

  test('shows one reminder at its time: recorded shown, and listed by getAll where the browser lists it', async () => {
    type Schedule = { reminders: { id: string; title: string; state: string; due: number }[] };
    const schedule = () =>
      session.browser.evaluateInBackground(async () => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
        return (await api.storage.local.get('meetingSchedule')).meetingSchedule as Schedule;
      }, null);
    const soon = await poll(
      'the reminder of the accepted meeting shown',
      async () => {
        const found = (await schedule())?.reminders.find((r) => r.title === 'Roadmap check-in');
        return found?.state === 'shown' ? found : undefined;
      },
      90_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message} ${JSON.stringify(await schedule())}`);
    });
    // Shown at its time, not before; the tentative and declined meetings have none.
    expect(Date.now()).toBeGreaterThanOrEqual(soon.due);
    const titles = (await schedule()).reminders.map((r) => r.title);
    expect(titles).not.toContain('Vendor demo: Initech');
    expect(titles).not.toContain('Budget sync');
    const listed = () =>
      session.browser.evaluateInBackground(async () => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
        return Object.keys(await api.notifications.getAll());
      }, null);
    // Firefox hands its notifications to the system and lists none it shows (getAll is
    // answered empty on Linux): the schedule above is what this test reads there, and the
    // name says so. Chromium lists what it shows. The schedule says "shown" before the
    // notification is made (so that a second alarm finds it done): polled, not read once, or a
    // loaded machine reads getAll before Chromium has it (run 145's failure).
    if (session.browser.name === 'chromium') {
      await poll('the reminder in notifications.getAll', async () =>
        (await listed()).includes(`meeting:${soon.id}`) ? true : undefined,
      );
    }
  }, 120_000);
});
