import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';

/** The popup, opened in a tab at the popup's size. */
async function openPopup(connected: ConnectedSession): Promise<Page> {
  const page = await connected.session.context.newPage();
  await page.setViewportSize({ width: 400, height: 580 });
  await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  return page;
}

/** Waits for the worker to keep the feed the popup read (shortly after its answer). */
async function feedKept(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const { chrome } = globalThis as unknown as {
          chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
        };
        return 'cache:feed' in (await chrome.storage.local.get('cache:feed'));
      }),
    )
    .toBe(true);
}

describe('the demo employee', () => {
  let connected: ConnectedSession;
  beforeAll(async () => {
    connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
  });
  afterAll(async () => {
    await connected?.close();
  });

  test('sees the feed the service has for them, grouped by category', async () => {
    const feed = await call(connected.server, 'feed', {});
    const firstEvent = feed.json.results.find(
      (result: { category: string }) => result.category === 'EVENT',
    ).primaryEntry.title as string;
    const popup = await openPopup(connected);
    await popup.getByRole('heading', { name: 'Your calendar' }).waitFor();
    await popup.getByRole('heading', { name: 'Announcements' }).waitFor();
    expect(await popup.getByRole('link', { name: firstEvent }).count()).toBeGreaterThan(0);
    expect(await popup.getByText('Berlin office closed on Friday').count()).toBe(1);
    // An employee is not an administrator: the service answers 403 and there is no Invite tab.
    await popup.getByRole('tab', { name: 'Boards' }).waitFor();
    expect(await popup.getByRole('tab', { name: 'Invite' }).count()).toBe(0);
    expect(connected.session.consoleErrors).toEqual([]);
  });

  test('expands an event into its attendees and what the service relates to it', async () => {
    const popup = await openPopup(connected);
    const event = popup.locator('article[data-kind="event"]').first();
    await event.getByRole('button', { name: 'Details' }).click();
    const details = event.locator('.wk-event-details');
    await details.getByRole('list', { name: 'Attendees' }).waitFor();
    expect(await details.getByText('Alex Morgan').count()).toBeGreaterThan(0);
    await details.getByRole('heading', { name: 'Related documents' }).waitFor();
    // The HTML description reads as text.
    expect(await details.locator('.wk-description p, .wk-description b').count()).toBe(0);
    await event.getByRole('button', { name: 'Hide details' }).click();
    expect(await event.locator('.wk-event-details').count()).toBe(0);
  });

  test('lists the answer boards, with audiences and roles on demand', async () => {
    const boards = await call(connected.server, 'listanswerboards', {});
    const popup = await openPopup(connected);
    await popup.getByRole('tab', { name: 'Boards' }).click();
    const list = popup.getByRole('list', { name: 'Boards' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(boards.json.boardResults.length);
    await popup.getByRole('button', { name: 'Show audience and roles' }).click();
    await list
      .getByText(/^Audience:/)
      .first()
      .waitFor();
  });

  test('keyboard: arrow keys move between tabs', async () => {
    const popup = await openPopup(connected);
    await popup.getByRole('tab', { name: 'Feed' }).focus();
    await popup.keyboard.press('ArrowRight');
    await popup.getByRole('list', { name: 'Boards' }).waitFor();
    expect(
      await popup
        .getByRole('tab', { name: 'Boards' })
        .evaluate((tab) => tab === document.activeElement),
    ).toBe(true);
  });

  test('opens on the feed kept for its first screen, in light and in dark', async () => {
    const warm = await openPopup(connected);
    await warm.getByRole('heading', { name: 'Your calendar' }).waitFor();
    await feedKept(warm);
    await warm.close();
    const backgrounds: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await connected.session.context.newPage();
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 400, height: 580 });
      await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
      await page.getByRole('heading', { name: 'Your calendar' }).waitFor();
      await page.getByRole('heading', { name: 'Announcements' }).waitFor();
      // What the first frame drew from: the one value the background keeps for it (written
      // shortly after it answered, lib/background/services.ts).
      const kept = () =>
        page.evaluate(async () => {
          const { chrome } = globalThis as unknown as {
            chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
          };
          const value = (await chrome.storage.local.get('cache:first-screen'))[
            'cache:first-screen'
          ] as { scope?: string; feed?: { value?: { results?: unknown[] } } } | undefined;
          return { scope: typeof value?.scope, results: value?.feed?.value?.results?.length ?? 0 };
        });
      await expect.poll(async () => (await kept()).results).toBeGreaterThan(0);
      expect((await kept()).scope).toBe('string');
      backgrounds.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      await page.close();
    }
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    expect(connected.session.consoleErrors).toEqual([]);
  });

  test('with the service stopped, shows the cached feed and says it is offline', async () => {
    const warm = await openPopup(connected);
    await warm.getByRole('heading', { name: 'Your calendar' }).waitFor();
    await feedKept(warm);
    await warm.close();
    await connected.stopService();
    try {
      const popup = await openPopup(connected);
      await popup.getByText(/Offline — showing what you saw at/).waitFor();
      await popup.getByRole('heading', { name: 'Your calendar' }).waitFor();
      expect(await popup.getByRole('button', { name: 'Retry' }).count()).toBeGreaterThan(0);
    } finally {
      await connected.restartService();
    }
  });
});

describe('the administrator', () => {
  let connected: ConnectedSession;
  beforeAll(async () => {
    connected = await startServiceAndExtension({ token: DEMO_TOKENS.admin });
  });
  afterAll(async () => {
    await connected?.close();
  });

  test('gets the Invite tab with people to invite, filterable by department', async () => {
    const answer = await call(
      connected.server,
      'peoplesuggestadmin',
      { categories: ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'] },
      { Authorization: `Bearer ${DEMO_TOKENS.admin}` },
    );
    const people = (answer.json.suggestions as { people: { name: string }[] }[]).flatMap(
      (suggestion) => suggestion.people,
    );
    const popup = await openPopup(connected);
    await popup.getByRole('tab', { name: 'Invite' }).click();
    const list = popup.getByRole('list', { name: 'Invite' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(
      new Set(people.map((person) => person.name)).size,
    );
    await popup.getByRole('button', { name: /Copy e-mail addresses/ }).waitFor();
  });
});

describe('a revoked token', () => {
  let connected: ConnectedSession;
  beforeAll(async () => {
    connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
    connected.expireToken(DEMO_TOKENS.user);
  });
  afterAll(async () => {
    await connected?.close();
  });

  test('offers to reconnect', async () => {
    const popup = await openPopup(connected);
    await popup.getByRole('button', { name: 'Reconnect' }).first().waitFor();
    // The options page that connected the extension is closed, so Reconnect must open one.
    for (const page of connected.session.context.pages()) {
      if (page.url().includes('options.html')) await page.close();
    }
    const opened = connected.session.context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Reconnect' }).first().click();
    expect((await opened).url()).toContain('options.html');
  });
});
