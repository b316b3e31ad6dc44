import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Announcement, OPERATIONS, validate } from '../../../../../lib/shared/contract';
import {
  buildDraftPatch,
  type DraftForm,
  draftToForm,
  validateDraftForm,
} from '../../../../../lib/ui/drafts/draft-form';
import type { RunningServer } from '../../../../../server/start';
import { call, startTestServer } from '../../../../support/service';

/**
 * The draft update rule, end to end against the reference service: for each field the
 * person can clear, set it, save, clear it, save, and read the draft back. Each save goes
 * through the form's own patch and the contract's request check, as the extension sends it.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DRAFT_ID = 206;

async function read(): Promise<DraftForm> {
  const answer = await call(server, 'getdraftannouncement', { id: DRAFT_ID });
  return draftToForm(answer.json.announcement as Announcement);
}

/** Saves `after` over `before` as the draft page would, and answers the service's reply. */
async function save(before: DraftForm, after: DraftForm) {
  expect(validateDraftForm(after)).toEqual({});
  const patch = buildDraftPatch(before, after, { draftId: DRAFT_ID });
  const request = validate(OPERATIONS.updatedraftannouncement.request, patch);
  expect(request).toMatchObject({ success: true });
  return call(server, 'updatedraftannouncement', patch);
}

const FIELDS: [string, Partial<DraftForm>, Partial<DraftForm>][] = [
  ['emoji', { emoji: '🎉' }, { emoji: '' }],
  ['body text', { bodyText: 'Some words.' }, { bodyText: '' }],
  ['body links', { links: [{ link: 'https://wiki.example/a', text: 'A' }] }, { links: [] }],
  ['show from', { startTime: '2020-03-03T10:00' }, { startTime: '' }],
  ['show until', { endTime: '2030-04-04T10:00' }, { endTime: '' }],
  [
    'audience',
    { audience: [{ fieldName: 'department', values: 'Engineering, Design' }] },
    { audience: [] },
  ],
  ['thumbnail', { thumbnailUrl: 'https://img.example/t.png' }, { thumbnailUrl: '' }],
  ['banner', { bannerUrl: 'https://img.example/b.png' }, { bannerUrl: '' }],
  ['post link', { channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/1' }, { viewUrl: '' }],
  ['prioritized', { isPrioritized: true }, { isPrioritized: false }],
  ['attribution hidden', { hideAttribution: true }, { hideAttribution: false }],
];

describe('a cleared field is saved cleared and reads back cleared', () => {
  test.each(FIELDS)('%s', async (_name, set, cleared) => {
    const start = await read();
    const first = await save(start, { ...start, ...set });
    expect(first.status).toBe(200);
    const withValue = await read();
    expect(withValue).toMatchObject(set);

    const second = await save(withValue, { ...withValue, ...cleared });
    expect(second.status).toBe(200);
    const after = await read();
    expect(after).toMatchObject(cleared);
    // Nothing else moved.
    expect({ ...after, ...set }).toEqual({ ...withValue, ...set });
  });
});

describe('changing the channel', () => {
  test('leaving the social feed clears the post link, and it reads back cleared', async () => {
    const start = await read();
    await save(start, { ...start, channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/2' });
    const social = await read();
    expect(social).toMatchObject({ channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/2' });

    const answer = await save(social, { ...social, channel: 'MAIN' });
    expect(answer.status).toBe(200);
    expect(await read()).toMatchObject({ channel: 'MAIN', viewUrl: '' });

    const back = await save(await read(), { ...(await read()), channel: 'SOCIAL_FEED' });
    expect(back.status).toBe(200);
    expect(await read()).toMatchObject({ channel: 'SOCIAL_FEED', viewUrl: '' });
  });
});
