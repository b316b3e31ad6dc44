import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { type ConnectedSession, startServiceAndExtension } from './support/connect';

// Alex's own unpublished draft "Lunch and learn: contract testing" (announcement 106).
const DRAFT = 206;
// The draft of Alex's published announcement "Deploy freeze during the holidays" (103), in the feed.
const PUBLISHED_DRAFT = 203;

let connected: ConnectedSession;
beforeAll(async () => {
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.user });
});
afterAll(async () => {
  await connected?.close();
});

async function openDraft(query: string): Promise<Page> {
  return connected.session.openExtensionPage(`draft.html${query}`);
}

test('a draft is opened from the popup, edited, and the change is read back from the service', async () => {
  // The popup's "Edit draft" opens the draft page of that announcement in a new tab.
  const popup = await connected.session.openExtensionPage('popup.html');
  const opened = connected.session.context.waitForEvent('page');
  await popup
    .getByRole('button', { name: 'Edit draft “Deploy freeze during the holidays”' })
    .click();
  const page = await opened;
  await page.waitForLoadState();
  expect(page.url()).toContain(`draft.html?id=${PUBLISHED_DRAFT}`);

  const title = page.getByLabel('Title', { exact: true });
  await title.waitFor();
  const before = await call(connected.server, 'getdraftannouncement', { id: PUBLISHED_DRAFT });
  expect(await title.inputValue()).toBe(before.json.announcement.title);
  await title.fill('Deploy freeze: 20 December to 3 January');
  await page.getByLabel('Prioritised (shown first)').check();
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 1 address').fill('https://wiki.example/freeze');
  await page.getByLabel('Link 1 text').fill('Exceptions process');
  // The post link only opens up on the social feed channel.
  expect(await page.getByLabel('Link to the post').isDisabled()).toBe(true);
  await page.getByLabel('Channel').selectOption('SOCIAL_FEED');
  await page.getByLabel('Link to the post').fill('https://social.example/posts/freeze');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Saved. The service has your changes.').waitFor();

  const answer = await call(connected.server, 'getdraftannouncement', { id: PUBLISHED_DRAFT });
  expect(answer.json.announcement).toMatchObject({
    draftId: PUBLISHED_DRAFT,
    title: 'Deploy freeze: 20 December to 3 January',
    isPrioritized: true,
    channel: 'SOCIAL_FEED',
    viewUrl: 'https://social.example/posts/freeze',
    body: {
      text: before.json.announcement.body.text,
      structuredList: [{ link: 'https://wiki.example/freeze', text: 'Exceptions process' }],
    },
  });
  // Untouched fields keep their value (the update is a patch).
  expect(answer.json.announcement.emoji).toBe(before.json.announcement.emoji);
  expect(answer.json.announcement.audienceFilters).toEqual(
    before.json.announcement.audienceFilters,
  );

  // Back to the main channel: the post link is shown empty and is cleared by the save.
  await page.getByLabel('Channel').selectOption('MAIN');
  expect(await page.getByLabel('Link to the post').inputValue()).toBe('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Saved. The service has your changes.').waitFor();
  const main = await call(connected.server, 'getdraftannouncement', { id: PUBLISHED_DRAFT });
  expect(main.json.announcement.channel).toBe('MAIN');
  expect(main.json.announcement).not.toHaveProperty('viewUrl');
});

test('invalid input is refused before sending, and keeps what was typed', async () => {
  const page = await openDraft(`?id=${DRAFT}`);
  const title = page.getByLabel('Title', { exact: true });
  await title.waitFor();
  const before = await call(connected.server, 'getdraftannouncement', { id: DRAFT });
  await title.fill('');
  await page.getByLabel('Banner image address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('A title is needed.').waitFor();
  expect(await page.getByLabel('Banner image address').inputValue()).toBe('javascript:alert(1)');
  const after = await call(connected.server, 'getdraftannouncement', { id: DRAFT });
  expect(after.json.announcement.lastUpdateTimestamp).toBe(
    before.json.announcement.lastUpdateTimestamp,
  );
});

test('an unknown or foreign draft is explained, and another id can be opened', async () => {
  // 207 is someone else's draft: the service answers as for an unknown id.
  const page = await openDraft('?id=207');
  await page.getByRole('alert').waitFor();
  expect((await page.getByRole('alert').textContent())?.length).toBeGreaterThan(10);
  expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
  await page.getByLabel('Open draft by id').fill(String(DRAFT));
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).waitFor();
  expect(page.url()).toContain(`?id=${DRAFT}`);
});
