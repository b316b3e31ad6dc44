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

describe.each(['keep', 'clear'] as const)(
  'updatedraftannouncement, omitted properties %s',
  (reading) => {
    let own: RunningServer;
    beforeAll(async () => {
      own = await startTestServer({ draftOmitted: reading });
    });
    afterAll(() => own.close());
    const update = (body: object) =>
      call(own, 'updatedraftannouncement', { draftId: 206, ...body });
    const readBack = async () =>
      (await call(own, 'getdraftannouncement', { id: 206 })).json.announcement;

    test('a field sent empty is cleared: it is absent from the answer and from a later read', async () => {
      await update({
        endTime: '2031-01-01T00:00:00.000Z',
        thumbnail: { url: 'https://img.example/t.png' },
        audienceFilters: [{ fieldName: 'department', values: [{ value: 'IT' }] }],
        body: { text: 'x', structuredList: [{ link: 'https://a.example/' }] },
      });
      const cleared = await update({
        title: 'Lunch and learn',
        channel: 'MAIN',
        thumbnail: { url: '' },
        audienceFilters: [],
        body: { text: '', structuredList: [] },
      });
      expect(cleared.status).toBe(200);
      for (const answer of [cleared.json, await readBack()]) {
        for (const field of ['thumbnail', 'audienceFilters', 'body'])
          expect(answer).not.toHaveProperty(field);
        expect(answer).toMatchObject({ title: 'Lunch and learn', channel: 'MAIN' });
        // Left out: kept, or cleared, as the service was started.
        if (reading === 'keep') expect(answer.endTime).toBe('2031-01-01T00:00:00.000Z');
        else expect(answer).not.toHaveProperty('endTime');
      }
    });

    test('a time is a date-time, never empty; viewUrl goes only with channel SOCIAL_FEED', async () => {
      const empty = await update({ endTime: '' });
      expect(empty.status).toBe(400);
      expect(empty.text).toMatch(/endTime/);
      await update({ channel: 'SOCIAL_FEED', viewUrl: 'https://social.example/p/9' });
      const main = await update({ channel: 'MAIN', viewUrl: '' });
      expect([main.status, main.text]).toEqual([
        400,
        'viewUrl can only be sent with channel SOCIAL_FEED',
      ]);
      // The main channel without the link: the link is kept, or cleared, with what is left out.
      const left = await update({ channel: 'MAIN' });
      expect(left.status).toBe(200);
      expect(left.json.channel).toBe('MAIN');
      expect(left.json.viewUrl).toBe(reading === 'keep' ? 'https://social.example/p/9' : undefined);
    });
  },
);
