import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../../server/start';
import { AS_ADMIN, call, startTestServer } from '../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('updatedraftannouncement: someone else draft and a missing draft', () => {
  test('answer the same, so the answer does not tell which drafts exist', async () => {
    // 207 is another person's draft (announcement 107); 9999 does not exist.
    const notYours = await call(server, 'updatedraftannouncement', { draftId: 207, title: 'x' });
    const missing = await call(server, 'updatedraftannouncement', { draftId: 9999, title: 'x' });
    expect([notYours.status, notYours.text]).toEqual([404, 'Draft 207 not found']);
    expect([missing.status, missing.text]).toEqual([404, 'Draft 9999 not found']);
    // Naming the announcement id does not tell either.
    const withId = await call(server, 'updatedraftannouncement', {
      draftId: 207,
      id: 1,
      title: 'x',
    });
    expect([withId.status, withId.text]).toEqual([404, 'Draft 207 not found']);
    // Nothing changed, and the author's administrator can still edit it.
    const asAdmin = await call(
      server,
      'updatedraftannouncement',
      { draftId: 207, title: 'Sales targets (draft)' },
      AS_ADMIN,
    );
    expect(asAdmin.status).toBe(200);
  });
});

describe('updatedraftannouncement: the update rule', () => {
  const update = (body: object) =>
    call(server, 'updatedraftannouncement', { draftId: 206, ...body });

  test('a field sent empty is cleared: it is absent from the answer and from a later read', async () => {
    await update({
      endTime: '2031-01-01T00:00:00.000Z',
      thumbnail: { url: 'https://img.example/t.png' },
      audienceFilters: [{ fieldName: 'department', values: [{ value: 'IT' }] }],
      body: { text: 'x', structuredList: [{ link: 'https://a.example/' }] },
    });
    const cleared = await update({
      endTime: '',
      thumbnail: { url: '' },
      audienceFilters: [],
      body: { text: '', structuredList: [] },
    });
    expect(cleared.status).toBe(200);
    const read = (await call(server, 'getdraftannouncement', { id: 206 })).json.announcement;
    for (const answer of [cleared.json, read]) {
      for (const field of ['endTime', 'thumbnail', 'audienceFilters', 'body'])
        expect(answer).not.toHaveProperty(field);
      expect(answer).toMatchObject({ title: expect.any(String), channel: expect.any(String) });
    }
  });

  test('leaving the social feed with the post link cleared is saved; without clearing it is refused in words', async () => {
    await update({ channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/9' });
    const kept = await update({ channel: 'MAIN' });
    expect([kept.status, kept.text]).toEqual([
      400,
      'viewUrl can only be set when channel is SOCIAL_FEED: send viewUrl "" with channel MAIN to remove the post link',
    ]);
    const left = await update({ channel: 'MAIN', viewUrl: '' });
    expect(left.status).toBe(200);
    expect(left.json.channel).toBe('MAIN');
    expect(left.json).not.toHaveProperty('viewUrl');
  });
});
